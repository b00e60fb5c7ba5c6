import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { desktop, expect, hasHorizontalScroll, phone, test } from "./fixtures";
import { e2ePriceBook } from "./price-helpers";
import { hydrated } from "./site-helpers";

// A service page's price table on a 390 px phone, with the starter price book in force (the "prices"
// project): found where a visitor looks for prices, read without scrolling sideways, and a way from it
// to the quote form's estimate.

/** Every cell of the table shows all its text: nothing cut off or spilling out of its cell. */
async function expectNothingCutOff(table: Locator) {
  const cut = await table
    .locator("th, td")
    .evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent));
  expect(cut).toEqual([]);
}

async function expectReadableOnThePhone(page: Page, table: Locator) {
  await table.scrollIntoViewIfNeeded();
  await expect(table).toBeVisible();
  const box = (await table.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectNothingCutOff(table);
  const smallest = await table
    .locator("tbody th, tbody td")
    .evaluateAll((cells) => Math.min(...cells.map((c) => parseFloat(getComputedStyle(c).fontSize))));
  expect(smallest).toBeGreaterThanOrEqual(16);
  expect(await hasHorizontalScroll(page)).toBe(false);
}

/** The price section's accessibility (axe-core): no violation at all in the section, with reduced motion. */
async function expectNoViolations(page: Page, name: string) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await hydrated(page);
  const results = await new AxeBuilder({ page })
    .include("#prices")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    name,
  ).toEqual([]);
  expect(results.passes.length, name).toBeGreaterThan(5);
}

test.describe("a service page's price table (390 px phone, starter prices in force)", () => {
  test.use(phone);

  test("readable without sideways scroll on the three tables, after the page's introduction, with no axe violation; 'Work out your estimate' opens the form's estimate", async ({
    page,
  }) => {
    // The Spanish twin shows the same prices in Spanish.
    await page.goto("/es/retiro-de-basura");
    let prices = page.getByRole("region", { name: "¿Cuánto cuesta?" });
    let table = prices.getByRole("table", { name: "Precio según el tamaño de la carga" });
    await expectReadableOnThePhone(page, table);
    await expect(table.getByRole("row", { name: "Carga mínima $99–$150" })).toBeVisible();
    await expect(table.getByRole("row", { name: "Camión lleno $650–$900" })).toBeVisible();
    await expect(prices.getByText(e2ePriceBook.rangeNote.es)).toBeVisible();
    await expect(prices.getByRole("link", { name: "Calcule su estimado" })).toBeVisible();
    await expectNoViolations(page, "/es/retiro-de-basura on a phone");

    // The moving page shows the hourly rate per crew, the minimum hours and the travel fee.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/moving-services");
    prices = page.getByRole("region", { name: "What it costs" });
    table = prices.getByRole("table", { name: "Hourly rate by crew" });
    await expectReadableOnThePhone(page, table);
    await expect(table.getByRole("row", { name: "2 movers and a truck $119" })).toBeVisible();
    await expect(table.getByRole("row", { name: "3 movers and a truck $159" })).toBeVisible();
    await expect(prices.getByRole("definition").filter({ hasText: "2 hours" })).toBeVisible();
    await expect(prices.getByRole("definition").filter({ hasText: "$60" })).toBeVisible();
    await expect(prices.getByText("1/4 truck")).toHaveCount(0);
    await expectNoViolations(page, "/moving-services on a phone");

    // /junk-removal shows the load sizes and their ranges, after the page's introduction.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/junk-removal");
    prices = page.getByRole("region", { name: "What it costs" });
    table = prices.getByRole("table", { name: "Price by load size" });
    await expectReadableOnThePhone(page, table);
    await expect(table.getByRole("row")).toHaveCount(10);
    await expect(table.getByRole("row", { name: "Minimum load $99–$150" })).toBeVisible();
    await expect(table.getByRole("row", { name: "Full truck $650–$900" })).toBeVisible();
    await expect(prices.getByText("Every pickup costs at least the minimum load: $99–$150.")).toBeVisible();
    await expect(prices.getByText(e2ePriceBook.included.en)).toBeVisible();
    // Not on the first screen: below what the service is and why to choose us.
    const top = await prices.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const benefits = await page.locator("#benefits").evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    expect(top).toBeGreaterThanOrEqual(benefits);
    expect(top).toBeGreaterThan(844);
    await expectNoViolations(page, "/junk-removal on a phone");

    // 'Work out your estimate' takes the visitor to the quote form's estimate, opened.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    const link = prices.getByRole("link", { name: "Work out your estimate" });
    await link.scrollIntoViewIfNeeded();
    await link.tap();
    await expect(page).toHaveURL(/\/junk-removal#estimate-start$/);
    const estimate = page.locator("#quote-form #estimate");
    await expect(estimate).toHaveAttribute("open", "");
    await expect(page.getByText("Pick what you can to see a price range")).toBeInViewport();
    await expect(page.getByRole("form", { name: "Request Free Quote" })).toBeInViewport();
  });
});

test.describe("the price section's accessibility on a desktop (axe-core)", () => {
  test.use(desktop);

  test("no violation at all in the section of /junk-removal, /es/retiro-de-basura and /moving-services", async ({ page }) => {
    for (const path of ["/junk-removal", "/es/retiro-de-basura", "/moving-services"]) {
      await page.goto(path);
      await expectNoViolations(page, `${path} on a desktop`);
    }
  });
});
