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

    // A page that showed prices just before they were switched off is priced with its version; an
    // older version (the first, two saves back) or one never saved is no page's: no prices are in force.
    expect(await bookForPicks(db, second.version, afterOff)).toEqual({ version: second.version, book: cheaper });
    expect(await bookForPicks(db, first.version, afterOff)).toBeNull();
    expect(await bookForPicks(db, 999_999, afterOff)).toBeNull();
  });

  it("prices with the version a page showed only when it is in force or the one saved just before it", async () => {
    const priced = (sameDayCents: number) => ({ ...starterPriceBook, sameDayCents });
    const v1 = (await savePriceBook(db, priced(1000), true, "owner")).version;
    const v2 = (await savePriceBook(db, priced(2000), true, "owner")).version;
    const v3 = (await savePriceBook(db, priced(3000), true, "owner")).version;
    const current = await pricesInForce(db, noBackground);
    const shown = async (version: number | undefined) => (await bookForPicks(db, version, current))?.version;
    expect(await shown(v3)).toBe(v3);
    expect(await shown(v2)).toBe(v2);
    expect(await shown(v1)).toBe(v3);
    expect(await shown(1)).toBe(v3);
    expect(await shown(undefined)).toBe(v3);
    // The copy in memory may be a save behind another isolate's: the newest in D1 is taken too.
    const behind = { prices: { version: v2, book: priced(2000) }, tag: "behind" };
    expect((await bookForPicks(db, v3, behind))?.book.sameDayCents).toBe(3000);
    expect((await bookForPicks(db, v1, behind))?.version).toBe(v2);
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
