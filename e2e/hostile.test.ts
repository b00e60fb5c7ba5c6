import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { createOwnerWithScript, seedQuoteInD1, signIn, type Quote } from "./admin-helpers.ts";
import { BASE_URL, launch, openPage } from "./browser.ts";

// Issue 11's findings where a browser sees them: a long search in the inbox, the owner's device
// cookie against a lockout, and the one URL of a page.
const suffix = Date.now().toString(36);
const searcher = { username: `search-${suffix}`, password: "a searching passphrase" };
const owner = { username: `device-${suffix}`, password: "a device passphrase 7" };
const longName = `Núñez-Ελένη-東京-😀-${suffix}`.padEnd(100, "é");
const lead: Quote = { firstName: "Zoë", lastName: longName, phone: "281-555-0142", email: `zoe.${suffix}@example.com`, serviceLabel: "Junk Removal", cityZip: "77379", details: "Garage cleanout." };

/** A stranger's guess from another network, sent the way a script would, not through the page. */
const strangerGuess = (username: string, password: string, ip: string) =>
  fetch(`${BASE_URL}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE_URL, "cf-connecting-ip": ip },
    body: new URLSearchParams({ username, password }),
  });

describe("hostile input, as the owner's browser sees it", () => {
  let browser: Browser;
  before(async () => {
    browser = await launch();
    createOwnerWithScript(searcher.username, searcher.password);
    createOwnerWithScript(owner.username, owner.password);
    seedQuoteInD1(lead);
  });
  after(() => browser.close());

  it("a 100-character search in several scripts finds the lead in the inbox", async () => {
    const { page, context, problems } = await openPage(browser, "/admin/sign-in");
    await signIn(page, searcher.username, searcher.password);
    await page.waitForURL(`${BASE_URL}/admin`);
    assert.equal(longName.length, 100);
    await page.getByLabel("Search").fill(longName);
    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByText("Showing 1–1 of 1").waitFor();
    await page.getByRole("link", { name: `Zoë ${longName}` }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("the owner's known browser signs in while strangers have locked the username; a new browser is told to wait", async () => {
    const known = await openPage(browser, "/admin/sign-in");
    await signIn(known.page, owner.username, owner.password);
    await known.page.waitForURL(`${BASE_URL}/admin`);
    const device = (await known.context.cookies()).find((c) => c.name === "__Host-device");
    assert.ok(device, "device cookie set");
    assert.deepEqual([device.httpOnly, device.secure, device.sameSite, device.path], [true, true, "Strict", "/"]);
    assert.ok(device.expires * 1000 > Date.now() + 300 * 24 * 60 * 60 * 1000, "the device cookie lasts about a year");
    await known.page.getByRole("button", { name: "Sign out" }).click();
    await known.page.waitForURL(`${BASE_URL}/admin/sign-in`);

    for (let i = 0; i < 5; i++) assert.equal((await strangerGuess(owner.username, `guess number ${i}`, `198.18.99.${i + 1}`)).status, 401);

    const stranger = await openPage(browser, "/admin/sign-in");
    await signIn(stranger.page, owner.username, owner.password);
    await stranger.page.getByText("Too many sign-in attempts. Please wait 15 minutes and try again.").waitFor();
    assert.equal(new URL(stranger.page.url()).pathname, "/admin/sign-in");
    await stranger.context.close();

    await signIn(known.page, owner.username, owner.password);
    await known.page.waitForURL(`${BASE_URL}/admin`);
    await known.page.getByRole("heading", { name: "Quote requests" }).waitFor();
    await known.context.close();
  });

  it("a percent-encoded twin of a page lands on the page's one URL", async () => {
    const { page, context, problems } = await openPage(browser, "/junk%2Dremoval");
    // Chromium sends the twin as typed: the server's 301 is what brings the page to its one URL.
    const redirects = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).redirectCount);
    assert.equal(redirects, 1);
    assert.equal(page.url(), `${BASE_URL}/junk-removal`);
    assert.equal(await page.locator('link[rel="canonical"]').getAttribute("href"), `${BASE_URL}/junk-removal`);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
