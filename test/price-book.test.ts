import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../src/db";
import { bookForPicks, forgetPricesInForce, latestPriceBook, priceBookHistory, pricesInForce, savePriceBook } from "../src/db/price-book";
import { starterPriceBook } from "../src/lib/pricing/starter";

const db = getDb(env);
const noBackground = () => undefined;

describe("the price book's versions", () => {
  it("has none on a new site, and so no prices in force", async () => {
    forgetPricesInForce();
    expect(await latestPriceBook(db)).toBeNull();
    expect(await pricesInForce(db, noBackground)).toEqual({ prices: null, tag: "none" });
  });

  it("keeps every save as a new dated version; the newest is in force, and switched off it shows none", async () => {
    const first = await savePriceBook(db, starterPriceBook, true, "owner", new Date("2026-11-20T15:00:00Z"));
    const cheaper = { ...starterPriceBook, sameDayCents: 0 };
    const second = await savePriceBook(db, cheaper, true, "ana", new Date("2026-11-21T15:00:00Z"));
    expect(second.version).toBeGreaterThan(first.version);
    forgetPricesInForce();
    const inForce = await pricesInForce(db, noBackground);
    expect(inForce.prices).toEqual({ version: second.version, book: cheaper });
    expect((await priceBookHistory(db)).map((v) => [v.version, v.createdBy, v.createdAt.toISOString()])).toEqual([
      [second.version, "ana", "2026-11-21T15:00:00.000Z"],
      [first.version, "owner", "2026-11-20T15:00:00.000Z"],
    ]);

    const off = await savePriceBook(db, cheaper, false, "owner");
    const afterOff = await pricesInForce(db, noBackground);
    expect(afterOff.prices).toBeNull();
    expect(afterOff.tag).not.toBe(inForce.tag);
    expect((await latestPriceBook(db))?.version).toBe(off.version);

    // A request priced on a page that showed the first version is priced with that version.
    expect((await bookForPicks(db, first.version, afterOff))?.book.sameDayCents).toBe(starterPriceBook.sameDayCents);
    expect(await bookForPicks(db, 999_999, afterOff)).toBeNull();
  });

  it("refuses to save a book that fails its checks", async () => {
    await expect(savePriceBook(db, { ...starterPriceBook, heavyPerLoadCents: -100 }, true, "owner")).rejects.toThrow();
  });

  it("answers from memory within its 10 seconds, without asking D1", async () => {
    forgetPricesInForce();
    await savePriceBook(db, starterPriceBook, true, "owner");
    const known = await pricesInForce(db, noBackground);
    // Written behind the module's back: the copy in memory still answers.
    await env.DB.prepare("INSERT INTO price_books (book, enabled, created_at, created_by) VALUES ('{}', 0, 0, 'x')").run();
    expect(await pricesInForce(db, noBackground)).toEqual(known);
  });
});
