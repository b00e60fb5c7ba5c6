import { expect, phone, test } from "./fixtures";

// The FAQ is native <details>: it opens by keyboard and touch with or without JavaScript, and the
// focused question shows a visible ring. On the same page, the moving page's licence box shows (its
// numbers and links are server HTML: test/pages-licences.test.ts).
for (const javaScriptEnabled of [true, false]) {
  test.describe(`service FAQ on a phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ ...phone, javaScriptEnabled });

    test("a question opens with the keyboard, shows its focus ring, and closes again; a tapped question opens and others stay closed", async ({
      page,
    }) => {
      await page.goto("/moving-services");
      const faq = page.locator("#faq");
      const items = faq.locator("details");
      const first = items.first();
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

      await items.nth(2).locator("summary").tap();
      await expect(items.nth(2).locator("p")).toBeVisible();
      await expect(items.nth(2).locator("p")).toContainText("hazardous");
      await expect(items.nth(0).locator("p")).toBeHidden();

      if (javaScriptEnabled) {
        const box = page.getByRole("complementary", { name: "Licensed Texas mover" });
        await box.scrollIntoViewIfNeeded();
        await expect(box).toBeVisible();
        await expect(box.getByText("000000000C")).toBeVisible();
        await expect(box.getByText("0000000", { exact: true })).toBeVisible();
        await expect(page.getByRole("contentinfo").getByText("TxDMV No. 000000000C · USDOT No. 0000000")).toBeVisible();
      }
    });
  });
}
