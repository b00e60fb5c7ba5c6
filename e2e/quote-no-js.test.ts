import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { desktop, launch, phone } from "./browser.ts";
import { bypassHeaders, fieldValues, fillValid, form, openQuoteForm } from "./quote-helpers.ts";

// The whole quote flow in a browser with JavaScript turned off: a plain form post, the server's
// re-rendered page with the messages, then the 303 to the confirmation.

describe("quote form without JavaScript", () => {
  let browser: Browser;
  before(async () => (browser = await launch()));
  after(() => browser.close());

  for (const [name, device] of [["desktop", desktop], ["phone", phone]] as const) {
    it(`shows server messages with the values kept, then confirms the request (${name})`, async () => {
      const { page, context, problems } = await openQuoteForm(browser, { ...device, javaScriptEnabled: false });
      assert.equal(await form(page).locator('input[name="website"]').isVisible(), false);
      // Whitespace and a short number pass the browser's own checks; the server catches them.
      await fillValid(page, { "First Name": "   ", Phone: "12345" });
      const [invalid] = await Promise.all([page.waitForResponse("**/api/quote-requests"), form(page).getByRole("button", { name: "Request Free Quote" }).click()]);
      assert.equal(invalid.status(), 400);
      await page.waitForLoadState();
      assert.equal(await page.getByLabel("First Name").getAttribute("aria-invalid"), "true");
      assert.match((await form(page).getByRole("alert").textContent()) ?? "", /Please correct the highlighted fields\./);
      assert.ok(await page.getByLabel("First Name").evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight), "the page opens at the form");
      assert.equal(await form(page).getByText("Required", { exact: true }).count(), 1);
      assert.equal(await form(page).getByText("Enter a valid phone number").isVisible(), true);
      const kept = await fieldValues(page);
      assert.deepEqual({ ...kept, firstName: kept.firstName.trim() }, {
        firstName: "",
        lastName: "Lopez",
        phone: "12345",
        email: "maria@example.com",
        serviceType: "junk-removal",
        cityZip: "77379",
        description: "Old sectional sofa and a treadmill from the garage.",
      });

      await page.getByLabel("First Name").fill("Maria");
      await page.getByLabel("Phone").fill("(281) 555-0199");
      const [redirect] = await Promise.all([page.waitForResponse("**/api/quote-requests"), form(page).getByRole("button", { name: "Request Free Quote" }).click()]);
      assert.equal(redirect.status(), 303);
      await page.waitForURL(/\/\?quote=received#contact$/);
      const status = form(page).getByRole("status");
      assert.equal(await status.isVisible(), true);
      assert.match((await status.textContent()) ?? "", /Quote request received/);
      assert.ok(await status.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight), "the confirmation is on screen");
      // The 400 page itself is logged by Chromium as a failed load; nothing else may be.
      assert.deepEqual(problems.filter((p) => !p.includes("status of 400")), []);
      await context.close();
    });
  }

  it("refuses the form when another site posts it", async () => {
    const context = await browser.newContext({ ...desktop, javaScriptEnabled: false, extraHTTPHeaders: bypassHeaders });
    const page = await context.newPage();
    const res = await page.request.post(new URL("/api/quote-requests", process.env.BASE_URL ?? "http://127.0.0.1:8787").href, {
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      data: "firstName=A",
    });
    assert.equal(res.status(), 403);
    await context.close();
  });

  it("treats a filled honeypot as received (a bot learns nothing)", async () => {
    const { page, context } = await openQuoteForm(browser, { ...desktop, javaScriptEnabled: false });
    await fillValid(page);
    await form(page).locator('input[name="website"]').fill("http://spam.example", { force: true });
    await form(page).getByRole("button", { name: "Request Free Quote" }).click();
    await page.waitForURL(/\/\?quote=received#contact$/);
    assert.match((await form(page).getByRole("status").textContent()) ?? "", /Quote request received/);
    await context.close();
  });
});
