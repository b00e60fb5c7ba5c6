import { expect, phone, test } from "./fixtures";

// The FAQ is native <details>: it opens by keyboard and touch with or without JavaScript, and the
// focused question shows a visible ring.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`service FAQ on a phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ ...phone, javaScriptEnabled });

    test("a question opens with the keyboard, shows its focus ring, and closes again", async ({ page }) => {
      await page.goto("/moving-services");
      const faq = page.locator("#faq");
      const first = faq.locator("details").first();
      const answer = first.locator("p");
      await expect(faq.getByRole("heading", { level: 2, name: "Questions About Our Moving Services" })).toBeVisible();
      await expect(answer).toBeHidden();

      // Focus the question from the heading before it, as a keyboard user arrives there.
      await faq.locator("h2").evaluate((h) => {
        h.setAttribute("tabindex", "-1");
        (h as HTMLElement).focus();
      });
      await page.keyboard.press("Tab");
      const summary = first.locator("summary");
      await expect(summary).toBeFocused();
      const outline = await summary.evaluate((el) => getComputedStyle(el));
      expect(outline.outlineStyle).toBe("solid");
      expect(Number.parseFloat(outline.outlineWidth)).toBeGreaterThanOrEqual(2);

      await page.keyboard.press("Enter");
      await expect(answer).toBeVisible();
      await expect(answer).toContainText("crew");
      await page.keyboard.press("Space");
      await expect(answer).toBeHidden();
    });

    test("a tapped question opens and others stay closed", async ({ page }) => {
      await page.goto("/junk-removal");
      const items = page.locator("#faq details");
      await items.nth(2).locator("summary").tap();
      await expect(items.nth(2).locator("p")).toBeVisible();
      await expect(items.nth(2).locator("p")).toContainText("hazardous");
      await expect(items.nth(0).locator("p")).toBeHidden();
    });
  });
}
