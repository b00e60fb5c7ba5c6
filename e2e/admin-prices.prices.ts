import { expect, hasHorizontalScroll, phone, test } from "./fixtures";

// Issue 31, item 1, on a phone: the owner opens Prices, finds every field labelled and the page no
// wider than the screen, is told what is wrong with a refused save, and saves. The values are left
// as the starter book that prices-data.setup.ts put in force: the other prices tests rely on them.
test.use(phone);

test("the owner checks and saves the price book on a phone", async ({ ownerPage: page, owner }) => {
  await page.getByRole("navigation", { name: "Owner screens" }).getByRole("link", { name: "Prices" }).click();
  await expect(page.getByRole("heading", { name: "Prices", level: 1 })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);

  // The book in force is shown, not the new site's notice; every field has a label.
  await expect(page.getByText("No prices are shown to visitors yet")).toHaveCount(0);
  await expect(page.getByLabel("1/4 truck, low")).toHaveValue("150");
  await expect(page.getByLabel("1/4 truck, high")).toHaveValue("250");
  await expect(page.getByLabel("1/4 truck, low")).toHaveAttribute("inputmode", "decimal");
  await expect(page.getByRole("group", { name: "Refrigerator" }).getByLabel("Name in Spanish")).toHaveValue("Refrigerador");
  await expect(page.getByLabel("Show prices on the site")).toBeChecked();
  const unlabelled = await page
    .locator("form[action='/admin/prices'] :is(input:not([type=hidden]), textarea, select)")
    .evaluateAll((fields) => fields.filter((f) => !(f as HTMLInputElement).labels?.length).map((f) => f.outerHTML));
  expect(unlabelled).toEqual([]);
  const history = page.getByRole("list", { name: "Versions, newest first" }).getByRole("listitem");
  const before = Number((await history.first().textContent())!.match(/Version (\d+)/)![1]);

  // A range the wrong way round: refused, said at the top and by the field, the typed value kept.
  await page.getByLabel("1/2 truck, low").fill("500");
  await page.getByRole("button", { name: "Save prices" }).click();
  const summary = page.getByRole("alert");
  await expect(summary.getByRole("heading", { name: "Nothing was saved: 1 thing needs fixing" })).toBeVisible();
  await expect(summary.getByRole("link", { name: "1/2 truck, low: The low end ($500) is above the high end ($420)" })).toBeVisible();
  await expect(page.getByLabel("1/2 truck, low")).toHaveValue("500");
  await expect(page.getByLabel("1/2 truck, low")).toHaveAttribute("aria-invalid", "true");
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.screenshot({ path: "reports/screens/prices-error-phone.png" });

  // Put back as it was, and saved: the same starter figures, as a new version.
  await page.getByLabel("1/2 truck, low").fill("300");
  await page.getByRole("button", { name: "Save prices" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Saved as version" });
  await expect(saved).toHaveText(/^Saved as version \d+\. Visitors see it within a minute\.$/);
  const version = Number((await saved.textContent())!.match(/version (\d+)/)![1]);
  expect(version).toBeGreaterThan(before);
  await expect(history.filter({ hasText: `Version ${version} (in force)` })).toContainText(`${owner.username} · shown`);
  await expect(page.getByLabel("1/2 truck, low")).toHaveValue("300");
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.screenshot({ path: "reports/screens/prices-phone.png", fullPage: true });
});
