import { expect, phone, test } from "./fixtures";
import { form } from "./quote-helpers";

// Issue 31, part 2, on a new site (the "chromium" project runs with no price book): the quote form
// has nothing about prices, not the estimate's section, not an amount.

test.describe("the quote form with no price book", () => {
  test.use(phone);

  for (const path of ["/", "/junk-removal", "/moving-services"]) {
    test(`has no "How much is going?" and no amount (${path})`, async ({ page }) => {
      await page.goto(path);
      const quoteForm = form(page);
      await quoteForm.scrollIntoViewIfNeeded();
      await expect(quoteForm.getByLabel("First Name")).toBeVisible();
      await expect(quoteForm.getByText("How much is going?")).toHaveCount(0);
      await expect(quoteForm.locator('[name="priceBookVersion"], [name^="estimate"]')).toHaveCount(0);
      expect(await quoteForm.innerText()).not.toContain("$");
    });
  }
});
