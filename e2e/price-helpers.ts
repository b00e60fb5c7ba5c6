import { expect, type Page } from "@playwright/test";
import { starterPriceBook } from "../src/lib/pricing/starter";
import { d1Execute } from "./admin-helpers";

// The "prices" browser tests (*.prices.ts) run with the starter price book in force: prices-data.setup.ts
// saves it after every test of the "chromium" project, which all run with none, as a new site has.
export const e2ePriceBook = starterPriceBook;

/** Saves the starter book as a new version in the site's D1, from outside the server, while no test talks to it. */
export function seedStarterPrices() {
  const book = JSON.stringify(starterPriceBook).replace(/'/g, "''");
  d1Execute(`INSERT INTO price_books (book, enabled, created_at, created_by) VALUES ('${book}', 1, ${Date.now()}, 'owner')`);
}

/**
 * Waits until the server has the new book in force: it keeps the one in force in memory for 10 s
 * (src/db/price-book.ts), then answers one more request from memory while it reads D1 again.
 */
export async function waitForPricesInForce(page: Page, seen: (html: string) => boolean) {
  let tries = 0;
  await expect
    .poll(async () => seen(await (await page.request.get(`/junk-removal?prices-check=${tries++}`)).text()), {
      message: "the server shows the seeded price book",
      intervals: [250, 500, 1_000],
      timeout: 30_000,
    })
    .toBe(true);
}
