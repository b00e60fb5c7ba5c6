import { describe, expect, it } from "vitest";
import type { PriceBook } from "../src/lib/pricing/book";
import { priceBookSchema } from "../src/lib/pricing/book-schema";
import { breakdownText } from "../src/islands/quote-form/estimate/breakdown";
import { estimateKind, estimateRange, loadBreakdown, picksFor, roundOutward, type EstimatePicks } from "../src/lib/pricing/estimate";
import { copyFor } from "../src/content/site-copy";
import { formatCents, formatRange, parseDollars } from "../src/lib/pricing/money";
import { starterPriceBook } from "../src/lib/pricing/starter";

// The starter book in dollars: minimum $99-150, quarter $150-250, full $650-900; mattress $75,
// refrigerator $85 + $25 freon; stairs $25 a flight, heavy $150 a load, same day $50; moving
// $119/$159 an hour for two/three movers, 2 hours at least, $60 travel.
const book: PriceBook = structuredClone(starterPriceBook);
const $ = (dollars: number) => dollars * 100;

describe("the estimate's arithmetic", () => {
  it("is the load's range alone for a load alone", () => {
    expect(estimateRange(book, "junk-removal", { load: "quarter" })).toEqual({ low: $(150), high: $(250) });
    expect(estimateRange(book, "cleanout-services", { load: "full" })).toEqual({ low: $(650), high: $(900) });
  });

  it("adds single items, each at its price and fee, times its count", () => {
    // 150 + 2 × 75 + (85 + 25) = 410; 250 + 150 + 110 = 510
    expect(estimateRange(book, "junk-removal", { load: "quarter", items: { mattress: 2, refrigerator: 1 } })).toEqual({
      low: $(410),
      high: $(510),
    });
  });

  it("never comes to less than the minimum load", () => {
    // One mattress is $75, below the $99-150 minimum.
    expect(estimateRange(book, "junk-removal", { items: { mattress: 1 } })).toEqual({ low: $(99), high: $(150) });
    // Two sofas ($190) are above the minimum's low end but not its high end.
    expect(estimateRange(book, "junk-removal", { items: { sofa: 2 } })).toEqual({ low: $(190), high: $(190) });
  });

  it("adds stairs per flight, heavy material once per load, and the same-day fee", () => {
    const picks = { load: "half" as const, stairs: 2, heavy: true };
    // 300 + 2 × 25 + 150 = 500; 420 + 50 + 150 = 620
    expect(estimateRange(book, "demo-removal", picks)).toEqual({ low: $(500), high: $(620) });
    expect(estimateRange(book, "demo-removal", picks, { sameDay: true })).toEqual({ low: $(550), high: $(670) });
  });

  it("prices a move by crew and hours, from the minimum hours up, with the travel fee", () => {
    // 3 hours of two movers: 3 × 119 + 60 = 417; an hour more: 4 × 119 + 60 = 536
    expect(estimateRange(book, "moving-services", { crew: "two", hours: 3 })).toEqual({ low: $(417), high: $(536) });
    // 1 hour asked, 2 hours minimum: 2 × 159 + 60 = 378; 3 × 159 + 60 = 537
    expect(estimateRange(book, "moving-services", { crew: "three", hours: 1 })).toEqual({ low: $(378), high: $(537) });
    expect(estimateRange(book, "moving-services", { hours: 3 })).toBeNull();
  });

  it("rounds the range outward to whole dollars, never inward", () => {
    expect(roundOutward({ low: 15_050, high: 24_901 })).toEqual({ low: 15_000, high: 25_000 });
    expect(roundOutward({ low: 15_000, high: 25_000 })).toEqual({ low: 15_000, high: 25_000 });
    const cents: PriceBook = { ...book, items: [{ ...book.items[0]!, id: "chair", cents: 3_333 }] };
    // 4 × $33.33 = $133.32 → $133-$150 (the minimum's high end is above it)
    expect(estimateRange(cents, "junk-removal", { items: { chair: 4 } })).toEqual({ low: $(133), high: $(150) });
    // 5 × $33.33 = $166.65 → low $166, high $167
    expect(estimateRange(cents, "junk-removal", { items: { chair: 5 } })).toEqual({ low: $(166), high: $(167) });
  });

  it("prices nothing for a service the owner does not price by the load, or moves without rates", () => {
    const off: PriceBook = { ...book, loadPricing: { ...book.loadPricing, "demo-removal": false }, moving: null };
    expect(estimateKind(off, "demo-removal")).toBeNull();
    expect(estimateRange(off, "demo-removal", { load: "full" })).toBeNull();
    expect(estimateRange(off, "moving-services", { crew: "two", hours: 3 })).toBeNull();
    expect(estimateKind(off, "junk-removal")).toBe("load");
  });

  it("is nothing when nothing with a price was picked", () => {
    expect(estimateRange(book, "junk-removal", {})).toBeNull();
    expect(estimateRange(book, "junk-removal", { stairs: 3, heavy: true })).toBeNull();
    expect(estimateRange(book, "junk-removal", { items: { "no-such-item": 3 } })).toBeNull();
  });

  it("keeps only the picks that mean something for the service", () => {
    expect(picksFor(book, "junk-removal", { load: "half", crew: "two", hours: 4, items: { mattress: 1, ghost: 2, sofa: 0 } })).toEqual({
      load: "half",
      items: { mattress: 1 },
    });
    expect(picksFor(book, "moving-services", { load: "half", crew: "three", hours: 4 })).toEqual({ crew: "three", hours: 4 });
    expect(picksFor(book, "junk-removal", {})).toBeNull();
  });
});

describe("the estimate's breakdown (issue 44)", () => {
  it("names each part and its amount, single items on top of the load, the stairs, heavy material and the same-day fee", () => {
    const picks = { load: "quarter" as const, items: { mattress: 2, refrigerator: 1 }, stairs: 2, heavy: true };
    expect(loadBreakdown(book, picks, { sameDay: true })).toEqual({
      lines: [
        { part: "load", size: "quarter", range: { low: $(150), high: $(250) } },
        { part: "item", id: "mattress", count: 2, cents: $(150) },
        { part: "item", id: "refrigerator", count: 1, cents: $(110) },
        { part: "stairs", flights: 2, cents: $(50) },
        { part: "heavy", cents: $(150) },
        { part: "sameDay", cents: $(50) },
      ],
      minimum: null,
    });
    // The parts add up to the range: 150 + 150 + 110 + 50 + 150 + 50 = 660; 250 + … = 760.
    expect(estimateRange(book, "junk-removal", picks, { sameDay: true })).toEqual({ low: $(660), high: $(760) });
  });

  it("says when the load and items come to less than the minimum load, and is nothing with nothing picked", () => {
    expect(loadBreakdown(book, { items: { mattress: 1 }, stairs: 1 })).toEqual({
      lines: [
        { part: "item", id: "mattress", count: 1, cents: $(75) },
        { part: "stairs", flights: 1, cents: $(25) },
      ],
      minimum: { low: $(99), high: $(150) },
    });
    expect(loadBreakdown(book, { stairs: 2 })).toBeNull();
  });

  it("reads as one line in each language, breaking only between its parts; none for a load alone or a move", () => {
    const pricing = {
      book,
      serviceType: "junk-removal",
      picks: { load: "quarter", items: { mattress: 1 }, stairs: 1 } as EstimatePicks,
      sameDay: false,
    };
    const said = (locale: "en" | "es", p = pricing) => {
      const { ui, labels } = copyFor(locale);
      return breakdownText(p, ui.form.estimate, (size) => labels.loadSizes[size], locale);
    };
    // A phone breaks the line at a " + ", never inside a part ("3 × Mattress" on one line, "$225" on the next).
    const nb = "\u00a0";
    expect(said("en")).toBe(`1/4${nb}truck${nb}$150–$250 + 1${nb}×${nb}Mattress${nb}$75 + stairs${nb}$25`);
    expect(said("es")).toBe(`1/4${nb}de${nb}camión${nb}$150–$250 + 1${nb}×${nb}Colchón${nb}$75 + escaleras${nb}$25`);
    expect(said("en", { ...pricing, picks: { load: "quarter" } })).toBeUndefined();
    expect(said("en", { ...pricing, serviceType: "moving-services", picks: { crew: "two", hours: 3 } })).toBeUndefined();
  });
});

describe("money as people read it", () => {
  it("writes whole dollars without cents and keeps cents when there are some, in both languages", () => {
    expect(formatCents(18_000)).toBe("$180");
    expect(formatCents(9_550)).toBe("$95.50");
    expect(formatCents(125_000, "es")).toBe("$1,250");
    expect(formatRange({ low: 18_000, high: 24_000 })).toBe("$180–$240");
    expect(formatRange({ low: 18_000, high: 18_000 })).toBe("$180");
  });

  it("reads typed dollars into whole cents, and refuses what is not an amount", () => {
    expect(parseDollars("180")).toBe(18_000);
    expect(parseDollars("$1,250.5")).toBe(125_050);
    expect(parseDollars(" 95.05 ")).toBe(9_505);
    for (const bad of ["", "-5", "1.234", "abc", "1e3", "12345678"]) expect(parseDollars(bad)).toBeNull();
  });

  it("takes commas only where they group thousands (issue 43: 1,0,0 and ,,,5 were amounts)", () => {
    for (const [typed, cents] of [
      ["1,000", 100_000],
      ["1000", 100_000],
      ["1,000.50", 100_050],
      ["$1,000", 100_000],
      ["$9,999,999.99", 999_999_999],
      ["12,345", 1_234_500],
    ] as const)
      expect(parseDollars(typed), typed).toBe(cents);
    for (const bad of ["1,0,0", ",,,5", "1,00", "1,0000", ",100", "100,", "1,,000", "1000,000", "10,000,000", "$,5", "1,000.", "1.000,50"])
      expect(parseDollars(bad), bad).toBeNull();
  });
});

describe("the price book's shape", () => {
  it("accepts the starter book", () => {
    expect(priceBookSchema.safeParse(starterPriceBook).success).toBe(true);
  });

  it("refuses a range whose low end is above its high end, a negative amount, a fraction of a cent and an empty promise", () => {
    const broken = (change: (b: PriceBook) => void) => {
      const b = structuredClone(starterPriceBook);
      change(b);
      return priceBookSchema.safeParse(b).success;
    };
    expect(broken((b) => (b.loads.quarter = { low: $(300), high: $(200) }))).toBe(false);
    expect(broken((b) => (b.stairsPerFlightCents = -1))).toBe(false);
    expect(broken((b) => (b.items[0]!.cents = 10.5))).toBe(false);
    expect(broken((b) => (b.rangeNote.es = ""))).toBe(false);
    expect(broken((b) => b.items.push({ ...b.items[0]! }))).toBe(false);
  });
});
