import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { signIn } from "./admin-helpers";
import { desktop, expect, hasHorizontalScroll, phone, test } from "./fixtures";
import { leads } from "./owner-data";

// The owner screens without JavaScript, at a 320 px phone width, and against axe's WCAG rules.
// Each test opens its own lead (owner-data.ts).
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("owner screens", () => {
  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test("work with JavaScript off: sign in, open a request, change its status, sign out", async ({ page, owner }) => {
      const lead = leads.noJs;
      await page.goto("/admin/requests/does-not-exist");
      expect(new URL(page.url()).pathname).toBe("/admin/sign-in");
      await signIn(page, owner);
      // Back where the owner was going: an unknown request is the 404 page.
      await expect(page.getByText("404 Page Not Found")).toBeVisible();
      await page.goto("/admin");
      await expect(page.getByRole("heading", { name: "Quote requests" })).toBeVisible();
      await page.getByLabel("Search").fill(lead.lastName);
      await page.getByRole("button", { name: "Filter" }).click();
      await page.getByRole("link", { name: `${lead.firstName} ${lead.lastName}` }).click();
      await page.getByLabel("Change status to").selectOption("quoted");
      await page.getByRole("button", { name: "Update status" }).click();
      await expect(page.getByText("Status updated.")).toBeVisible();
      await expect(page.locator("li", { hasText: "Pending → Quoted" })).toContainText(`By ${owner.username}`);
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL("/admin/sign-in");
    });
  });

  for (const [label, options, lead] of [
    ["phone at 320 px", { ...phone, viewport: { width: 320, height: 700 } }, leads.phone],
    ["desktop", desktop, leads.desktop],
  ] as const) {
    test.describe(() => {
      test.use(options);

      test(`pass axe's WCAG 2.1 AA rules with no horizontal scroll (${label})`, async ({ page, owner }) => {
        await page.goto("/admin/sign-in");
        expect(await axeViolations(page), "sign-in").toEqual([]);
        await signIn(page, owner);
        await page.waitForURL("/admin");
        // The notice of failed side effects (owner-data.setup.ts seeds one), opened to its latest.
        const failures = page.getByRole("region", { name: /failed in the last 24 hours/ });
        await expect(failures).toContainText("Lead e-mail not sent: 1");
        await failures.getByText("Latest").click();
        await expect(failures.getByText("request id 0123456789abcdef")).toBeVisible();
        expect(await axeViolations(page), "inbox").toEqual([]);
        expect(await hasHorizontalScroll(page), "inbox scrolls sideways").toBe(false);
        // Other tests add leads meanwhile: search, so that this one is on the first page.
        await page.getByLabel("Search").fill(lead.lastName);
        await page.getByRole("button", { name: "Filter" }).click();
        await expect(page.getByRole("listitem").filter({ hasText: lead.lastName }).getByText("Prefers Spanish")).toBeVisible();
        expect(await axeViolations(page), "inbox with a Spanish request").toEqual([]);
        await page.getByRole("link", { name: `${lead.firstName} ${lead.lastName}` }).click();
        await expect(page.getByLabel("Change status to")).toBeVisible();
        await expect(page.getByText("Prefers Spanish")).toBeVisible();
        expect(await axeViolations(page), "detail").toEqual([]);
        expect(await hasHorizontalScroll(page), "detail scrolls sideways").toBe(false);
      });
    });
  }
});
