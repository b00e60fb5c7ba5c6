import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { BASE_URL, desktop, hasHorizontalScroll, launch, phone } from "./browser.ts";
import { fieldValues, fillValid, form, openQuoteForm, submitButton, toasts } from "./quote-helpers.ts";

const api = "**/api/quote-requests";

describe("quote form with JavaScript", () => {
  let browser: Browser;
  before(async () => (browser = await launch()));
  after(() => browser.close());

  it("shows the idle form: labelled fields, a disabled placeholder service option, a hidden honeypot", async () => {
    const { page, context, problems } = await openQuoteForm(browser, phone);
    await page.waitForLoadState("networkidle");
    for (const label of ["First Name", "Last Name", "Phone", "Email", "Service Type", "City or ZIP (optional)", "Project Details"]) {
      assert.equal(await page.getByLabel(label, { exact: true }).isVisible(), true, label);
    }
    assert.equal(await page.getByLabel("Project Details").getAttribute("rows"), "4");
    assert.equal(await submitButton(page).textContent(), "Request Free Quote");
    const options = await page.getByLabel("Service Type").locator("option").evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent, (o as HTMLOptionElement).disabled]));
    assert.deepEqual(options, [
      ["", "Select a service", true],
      ["junk-removal", "Junk Removal", false],
      ["moving-services", "Moving Services", false],
      ["cleanout-services", "Cleanout Services", false],
      ["demo-removal", "Demo & Removal", false],
    ]);
    const honeypot = form(page).locator('input[name="website"]');
    assert.equal(await honeypot.isVisible(), false);
    assert.equal(await honeypot.getAttribute("tabindex"), "-1");
    assert.equal(await page.getByRole("textbox", { name: /leave this field empty/i }).count(), 0, "hidden from assistive technology");
    assert.equal(await hasHorizontalScroll(page), false);
    await page.getByLabel("First Name").focus();
    const ring = await page.getByLabel("First Name").evaluate((el) => getComputedStyle(el).boxShadow);
    assert.notEqual(ring, "none", "visible focus ring");
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("checks fields on submit without sending anything, shows the messages and focuses the first invalid field", async () => {
    const { page, context } = await openQuoteForm(browser);
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await page.getByLabel("Email").fill("maria-at-example");
    await submitButton(page).click();
    await page.getByText("Enter a valid email address").waitFor();
    const firstName = page.getByLabel("First Name");
    assert.equal(await firstName.evaluate((el) => el === document.activeElement), true);
    assert.equal(await firstName.getAttribute("aria-invalid"), "true");
    const describedBy = await firstName.getAttribute("aria-describedby");
    assert.equal(await page.locator(`[id="${describedBy}"]`).textContent(), "Required");
    assert.equal(await form(page).getByText("Required", { exact: true }).count(), 5);
    assert.equal(await page.getByLabel("City or ZIP (optional)").getAttribute("aria-invalid"), "false");
    assert.deepEqual(posts, []);
    await context.close();
  });

  it("reads Submitting... while sending, then toasts success and resets the form", async () => {
    const { page, context, problems } = await openQuoteForm(browser);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(api, async (route) => {
      await held;
      await route.continue();
    });
    await fillValid(page);
    await submitButton(page).click();
    await page.getByRole("button", { name: "Submitting..." }).waitFor();
    assert.equal(await submitButton(page).isDisabled(), true);
    const response = page.waitForResponse(api);
    release();
    assert.equal((await response).status(), 201);
    await toasts(page).getByText("Quote Request Submitted!").waitFor();
    assert.equal(await toasts(page).getByText("We'll get back to you with a free quote within 24 hours.").count(), 1);
    assert.equal(await submitButton(page).textContent(), "Request Free Quote");
    assert.equal(await submitButton(page).isDisabled(), false);
    assert.deepEqual(await fieldValues(page), { firstName: "", lastName: "", phone: "", email: "", serviceType: "", cityZip: "", description: "" });
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("toasts a destructive Error and keeps the values when the server fails", async () => {
    const { page, context } = await openQuoteForm(browser);
    await page.route(api, (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down"}' }));
    await fillValid(page);
    const before = await fieldValues(page);
    await submitButton(page).click();
    const toast = toasts(page).first();
    await toast.getByText("Error", { exact: true }).waitFor();
    assert.equal(await toast.getByText("Failed to submit quote request. Please try again.").isVisible(), true);
    assert.equal(await toast.getAttribute("data-variant"), "destructive");
    assert.deepEqual(await fieldValues(page), before);
    assert.equal(await submitButton(page).isDisabled(), false);
    await context.close();
  });

  it("shows one toast at a time: a new one replaces the old", async () => {
    const { page, context } = await openQuoteForm(browser);
    let fail = true;
    await page.route(api, (route) => (fail ? route.fulfill({ status: 500, body: "" }) : route.continue()));
    await fillValid(page);
    await submitButton(page).click();
    await toasts(page).getByText("Failed to submit quote request. Please try again.").waitFor();
    fail = false;
    await submitButton(page).click();
    await toasts(page).getByText("Quote Request Submitted!").waitFor();
    assert.equal(await toasts(page).count(), 1);
    assert.equal(await toasts(page).getByText("Failed to submit quote request. Please try again.").count(), 0);
    await context.close();
  });

  it("focuses the notifications with F8 and closes a toast with its button", async () => {
    const { page, context } = await openQuoteForm(browser);
    await page.route(api, (route) => route.fulfill({ status: 503, body: "" }));
    await fillValid(page);
    await submitButton(page).click();
    const message = toasts(page).getByText("Failed to submit quote request. Please try again.");
    await message.waitFor();
    await page.keyboard.press("F8");
    const focusedInRegion = await page.evaluate(() => Boolean(document.activeElement?.closest('[role="region"][aria-label^="Notifications"]')));
    assert.equal(focusedInRegion, true);
    await toasts(page).first().getByRole("button", { name: "Close" }).click();
    await message.waitFor({ state: "detached" });
    await context.close();
  });

  it("dismisses a toast by itself after 5 seconds", async () => {
    const { page, context } = await openQuoteForm(browser);
    await page.route(api, (route) => route.fulfill({ status: 503, body: "" }));
    await fillValid(page);
    await page.mouse.move(0, 0);
    await submitButton(page).press("Enter");
    const message = toasts(page).getByText("Failed to submit quote request. Please try again.");
    await message.waitFor();
    const shownAt = Date.now();
    await message.waitFor({ state: "detached", timeout: 9000 });
    const shownFor = Date.now() - shownAt;
    assert.ok(shownFor >= 4000 && shownFor < 9000, `toast shown for ${shownFor} ms`);
    await context.close();
  });

  it("shows server field messages when the server rejects what the browser accepted", async () => {
    const { page, context } = await openQuoteForm(browser);
    await page.route(api, (route) => route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: "x", fields: { email: "This address cannot receive mail" } }) }));
    await fillValid(page);
    await submitButton(page).click();
    await page.getByText("This address cannot receive mail").waitFor();
    assert.equal(await page.getByLabel("Email").evaluate((el) => el === document.activeElement), true);
    await context.close();
  });

  it("still sends and confirms at the form when the toast code cannot load", async () => {
    const { page, context } = await openQuoteForm(browser);
    await page.route("**/build/chunks/extras-*.js", (route) => route.abort());
    await fillValid(page, { Email: "not-checked-in-the-browser" });
    await submitButton(page).click();
    await page.getByText("Enter a valid email address").waitFor(); // the server's message
    await page.getByLabel("Email").fill("maria@example.com");
    const response = page.waitForResponse(api);
    await submitButton(page).click();
    assert.equal((await response).status(), 201);
    const status = form(page).getByRole("status");
    await status.waitFor();
    assert.match((await status.textContent()) ?? "", /Quote request received/);
    await context.close();
  });

  it("tells a rate-limited visitor to wait or call, keeping the values", async () => {
    // A real 429: this context has no bypass header, and the same client first uses up the limit.
    const context = await browser.newContext(desktop);
    const page = await context.newPage();
    await page.goto(BASE_URL + "/");
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i++) {
      status = await page.evaluate(async () => (await fetch("/api/quote-requests", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status);
      if (status === 400) {
        status = await page.evaluate(
          async (body) => (await fetch("/api/quote-requests", { method: "POST", headers: { "content-type": "application/json" }, body })).status,
          JSON.stringify({ firstName: "Rate", lastName: "Limit", phone: "2815550100", email: "rl@example.com", serviceType: "junk-removal", description: "filler" }),
        );
      }
    }
    assert.equal(status, 429, "the limit was reached");
    await fillValid(page);
    await submitButton(page).click();
    const alert = form(page).getByRole("alert");
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? "", /Please wait a minute and try again, or call us at \(281\) 555-0147/);
    assert.equal(await alert.getByRole("link", { name: "Call (281) 555-0147" }).getAttribute("href"), "tel:+12815550147");
    assert.equal((await fieldValues(page)).firstName, "Maria");
    await context.close();
  });
});
