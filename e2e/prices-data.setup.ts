import { test as setup } from "@playwright/test";
import { seedStarterPrices, waitForPricesInForce } from "./price-helpers";

setup("the starter price book in force, for the prices tests", async ({ page }) => {
  seedStarterPrices();
  // The service page's hidden price-book version field (the quote form's) names the version in force.
  await waitForPricesInForce(page, (html) => html.includes('name="priceBookVersion"'));
});
