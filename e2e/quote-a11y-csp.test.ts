import AxeBuilder from "@axe-core/playwright";
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, launch, phone } from "./browser.ts";
import { bypassHeaders, fillValid, openQuoteForm, submitButton, toasts } from "./quote-helpers.ts";

// The form under the production CSP (no inline script or style) and an axe audit of its states.
const csp = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page: page as never }).include("form").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("quote form: CSP and accessibility", () => {
  let browser: Browser;
  before(async () => (browser = await launch()));
  after(() => browser.close());

  it("hydrates, validates, submits and toasts under a strict CSP without violations", async () => {
    const context = await browser.newContext({ ...phone, extraHTTPHeaders: bypassHeaders });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (m) => (m.type() === "error" || m.type() === "warning") && problems.push(m.text()));
    page.on("pageerror", (e) => problems.push(e.message));
    await page.route(BASE_URL + "/", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": csp } });
    });
    await page.goto(BASE_URL + "/");
    await page.waitForLoadState("networkidle");
    assert.deepEqual(problems, [], "the page loads and hydrates without violations");
    // The policy is in force: an inline script is refused.
    await assert.rejects(page.addScriptTag({ content: "window.inlineRan = true" }));
    problems.length = 0;
    await submitButton(page).click();
    await page.getByText("Required").first().waitFor();
    await fillValid(page);
    await submitButton(page).click();
    await toasts(page).getByText("Quote Request Submitted!").waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("has no axe violations when idle, with messages, and with a toast", async () => {
    const { page, context } = await openQuoteForm(browser, phone);
    await page.waitForLoadState("networkidle");
    assert.deepEqual(await axeViolations(page), [], "idle");
    await submitButton(page).click();
    await page.getByText("Required").first().waitFor();
    assert.deepEqual(await axeViolations(page), [], "with field messages");
    await fillValid(page);
    await submitButton(page).click();
    await toasts(page).getByText("Quote Request Submitted!").waitFor();
    assert.deepEqual(await axeViolations(page), [], "with a toast");
    await context.close();
  });
});
