import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { createOwnerWithScript, signIn, submitQuoteOnPublicForm, type Quote } from "./admin-helpers.ts";
import { BASE_URL, hasHorizontalScroll, launch, openPage, phone } from "./browser.ts";

const suffix = Date.now().toString(36);
const owner = { username: `owner-${suffix}`, password: "a sturdy passphrase 42" };
const quote: Quote = {
  firstName: "Dana",
  lastName: `Whitfield${suffix}`,
  phone: "(281) 555-0123",
  email: `dana.${suffix}@example.com`,
  serviceLabel: "Junk Removal",
  cityZip: "77379",
  details: "Old sectional sofa, a treadmill and boxes from the garage.",
};

describe("the owner works a lead from the public form to a CSV", () => {
  let browser: Browser;
  before(async () => {
    browser = await launch();
    createOwnerWithScript(owner.username, owner.password);
  });
  after(() => browser.close());

  it("submit a quote, sign in, find it, change its status, export it, sign out", async () => {
    const { page, context, problems } = await openPage(browser, "/#contact", phone);
    await submitQuoteOnPublicForm(page, quote);

    await page.goto(`${BASE_URL}/admin`);
    assert.equal(new URL(page.url()).pathname, "/admin/sign-in");
    await signIn(page, owner.username, "not the password at all");
    await page.getByText("Wrong username or password.").waitFor();
    await signIn(page, owner.username, owner.password);
    await page.waitForURL(`${BASE_URL}/admin`);

    // The Secure cookie is accepted on http://127.0.0.1 (a potentially trustworthy origin).
    const cookie = (await context.cookies()).find((c) => c.name === "__Host-session");
    assert.ok(cookie, "session cookie set");
    assert.deepEqual([cookie.httpOnly, cookie.secure, cookie.sameSite, cookie.path], [true, true, "Strict", "/"]);

    await page.getByLabel("Search").fill(quote.lastName);
    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByText("Showing 1–1 of 1").waitFor();
    assert.equal(await hasHorizontalScroll(page), false);
    await page.getByRole("link", { name: `${quote.firstName} ${quote.lastName}` }).click();

    await page.getByRole("heading", { level: 1, name: `${quote.firstName} ${quote.lastName}` }).waitFor();
    assert.equal(await page.getByRole("link", { name: "Call" }).getAttribute("href"), "tel:+12815550123");
    assert.match((await page.getByRole("link", { name: "Email" }).getAttribute("href")) ?? "", new RegExp(`^mailto:dana\\.${suffix}@example\\.com`));
    await page.getByText(quote.details).waitFor();
    await page.getByLabel("Change status to").selectOption("contacted");
    await page.getByRole("button", { name: "Update status" }).click();
    await page.getByText("Status updated.").waitFor();
    await page.getByText(`Pending → Contacted by ${owner.username}`).waitFor();

    await page.goto(`${BASE_URL}/admin?q=${encodeURIComponent(quote.lastName)}`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    const csv = await readFile((await download.path())!, "utf8");
    const lines = csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    assert.equal(lines.length, 2, "header and the one filtered row");
    assert.match(lines[1]!, new RegExp(`,Dana,${quote.lastName},\\(281\\) 555-0123,dana\\.${suffix}@example\\.com,Junk Removal,77379,contacted,`));

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${BASE_URL}/admin/sign-in`);
    await page.goto(`${BASE_URL}/admin`);
    assert.equal(new URL(page.url()).pathname, "/admin/sign-in");
    await page.getByRole("heading", { name: "Owner sign-in" }).waitFor();
    // The deliberate wrong password answered 401, which Chromium logs; nothing else may have gone wrong.
    assert.deepEqual(problems, ["error: Failed to load resource: the server responded with a status of 401 (Unauthorized)"]);
    await context.close();
  });

  it("an open inbox goes to sign-in when the session has ended elsewhere (401 yields null)", async () => {
    const { page, context, problems } = await openPage(browser, "/admin/sign-in", phone);
    await signIn(page, owner.username, owner.password);
    await page.waitForURL(`${BASE_URL}/admin`);
    await page.waitForLoadState("networkidle");
    const other = await context.newPage();
    await other.goto(`${BASE_URL}/admin`);
    await other.getByRole("button", { name: "Sign out" }).click();
    await other.waitForURL(`${BASE_URL}/admin/sign-in`);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await page.waitForURL(`${BASE_URL}/admin/sign-in`);
    // The 401 the island asked for is expected; nothing else may have gone wrong.
    assert.deepEqual(problems.filter((p) => !p.includes("401")), []);
    await context.close();
  });
});
