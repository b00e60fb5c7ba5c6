import { createHash } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, phone, test } from "./fixtures";
import { awake, form, ownClientAddress, fillValid, submitButton, toasts } from "./quote-helpers";

// The form under the production CSP (no inline script or style but the page's one inline script and
// its first screen's CSS, each allowed by its hash) and an axe audit of its states.
const cspFor = (html: string) =>
  `default-src 'self'; script-src 'self' '${hashOf(html, /<script type="module">([^<]+)<\/script>/)}'; style-src 'self' '${hashOf(html, /<style>([\s\S]*?)<\/style>/)}'; img-src 'self' data: blob:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`;
/** The hash of the page's one inline script or style, worked out here rather than read from the server's policy. */
const hashOf = (html: string, element: RegExp) => `sha256-${createHash("sha256").update(html.match(element)![1]!).digest("base64")}`;

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include("form")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("quote form: CSP and accessibility", () => {
  test.use({ ...phone, extraHTTPHeaders: ownClientAddress });

  test("hydrates, validates, submits and toasts under a strict CSP without violations", async ({ page, baseURL, problems }) => {
    await page.route(`${baseURL}/`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), "content-security-policy": cspFor(await response.text()) },
      });
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(problems, "the page loads and hydrates without violations").toEqual([]);
    // The policy is in force: an inline script is refused.
    await expect(page.addScriptTag({ content: "window.inlineRan = true" })).rejects.toThrow();
    problems.length = 0;
    await awake(form(page));
    await submitButton(page).click();
    await expect(page.getByText("Required").first()).toBeVisible();
    await fillValid(page);
    await submitButton(page).click();
    await expect(toasts(page).getByText("Quote Request Submitted!")).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("has no axe violations when idle, with messages, and with a toast", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page), "idle").toEqual([]);
    await awake(form(page));
    await submitButton(page).click();
    await expect(page.getByText("Required").first()).toBeVisible();
    expect(await axeViolations(page), "with field messages").toEqual([]);
    await fillValid(page);
    await submitButton(page).click();
    await expect(toasts(page).getByText("Quote Request Submitted!")).toBeVisible();
    expect(await axeViolations(page), "with a toast").toEqual([]);
  });
});
