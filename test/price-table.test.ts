import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../src/db";
import { savePriceBook } from "../src/db/price-book";
import { catalogue } from "../src/content/i18n";
import { pages, type PageOf } from "../src/content/site-map";
import { crews, loadSizes, type PriceBook } from "../src/lib/pricing/book";
import { formatCents, formatRange } from "../src/lib/pricing/money";
import { starterPriceBook } from "../src/lib/pricing/starter";
import { page } from "./html";
import { richResultProblems, schemaOrgProblems } from "./schemaorg-validate";
import { schemaOrg } from "./schemaorg-vocabulary";
import { readHead } from "./seo-helpers";

// A service page's price table and the prices in its Service JSON-LD, from the price book in force:
// absent with none, shown for exactly the services the book prices. Pages are fetched through the
// whole Worker (its edge cache keyed by the book's tag), right after each save: savePriceBook puts the
// book in force in this module instance's memory, which is the one the Worker's page routes read
// (isolate: false shares modules), so no forgetPricesInForce() is needed between a save and a page.

const db = getDb(env);
const servicePages = pages.filter((p): p is PageOf<"service"> => p.kind === "service");
const pageOf = (locale: string, id: string) => servicePages.find((p) => p.locale === locale && p.id === id)!;
const junk = pageOf("en", "junk-removal");
const junkEs = pageOf("es", "junk-removal");
const moving = pageOf("en", "moving-services");
const movingEs = pageOf("es", "moving-services");
const demo = pageOf("en", "demo-removal");

const decode = (s: string) =>
  s
    .replace(/<!-- -->/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const text = (html: string) => decode(html.replace(/<[^>]+>/g, "")).trim();

/** The price section's markup, or null when the page has none (no heading, no table, no wrapper). */
function priceSection(html: string): string | null {
  const start = html.indexOf('<section id="prices"');
  if (start < 0) {
    expect(html).not.toContain("prices-heading");
    expect(html).not.toContain("<table");
    return null;
  }
  return html.slice(start, html.indexOf("</section>", start));
}

/** The table's rows as a reader reads them: [row heading, price]. */
const rows = (section: string) =>
  [...section.matchAll(/<tr><th scope="row"[^>]*>([\s\S]*?)<\/th><td[^>]*>([\s\S]*?)<\/td><\/tr>/g)].map((m) => [text(m[1]!), text(m[2]!)]);

const serviceBlock = (html: string) => readHead(html).jsonLd.find((b) => b["@type"] === "Service")!;

async function putInForce(book: PriceBook, enabled = true) {
  await savePriceBook(db, book, enabled, "owner");
}

/** Every service page in both languages: [page, its HTML]. */
const allServicePages = () => Promise.all(servicePages.map(async (p) => [p, await page(p.path)] as const));

describe("a service page's prices", () => {
  it("shows no price section and no offers on any service page, in either language, while no price book is set", async () => {
    const all = await allServicePages();
    expect(all).toHaveLength(12);
    for (const [p, html] of all) {
      expect(priceSection(html), p.path).toBeNull();
      expect(serviceBlock(html), p.path).not.toHaveProperty("offers");
      expect(html, p.path).not.toMatch(/\$\d/);
    }
  });

  it("shows the load sizes and their ranges on the junk-removal page and its Spanish twin, once the owner saves a book", async () => {
    // The same page, just served (and kept by the edge cache) without prices, shows them at once after the save.
    expect(priceSection(await page(junk.path))).toBeNull();
    await putInForce(starterPriceBook);
    for (const [p, locale] of [
      [junk, "en"],
      [junkEs, "es"],
    ] as const) {
      const words = catalogue(locale);
      const section = priceSection(await page(p.path))!;
      expect(section, p.path).not.toBeNull();
      expect(section).toContain(`>${words.priceTable.heading}</h2>`);
      expect(text(section)).toContain(words.priceTable.loadIntro(15));
      expect(section).toMatch(new RegExp(`<caption[^>]*>${words.priceTable.loads.caption}</caption>`));
      expect(section).toContain(`<th scope="col" class="px-4 py-3 sm:px-6">${words.priceTable.loads.size}</th>`);
      expect(rows(section)).toEqual(
        loadSizes.map((size) => [words.labels.loadSizes[size], formatRange(starterPriceBook.loads[size], locale)]),
      );
      expect(text(section)).toContain(words.priceTable.loads.minimum(formatRange(starterPriceBook.loads.minimum, locale)));
      for (const item of starterPriceBook.items) expect(text(section)).toContain(`${item.name[locale]}${formatCents(item.cents, locale)}`);
      expect(text(section)).toContain(words.priceTable.items.fee("$25", starterPriceBook.items[2]!.feeName[locale]));
      expect(text(section)).toContain(`${words.priceTable.surcharges.stairs}+$25`);
      expect(text(section)).toContain(`${words.priceTable.surcharges.heavy}+$150`);
      expect(text(section)).toContain(`${words.priceTable.surcharges.sameDay}+$50`);
      expect(text(section)).toContain(starterPriceBook.included[locale]);
      expect(text(section)).toContain(`${words.priceTable.promise} ${starterPriceBook.rangeNote[locale]}`);
      expect(section).toMatch(new RegExp(`<a href="#estimate-start"[^>]*>${words.priceTable.estimate.link}<svg`));
    }
    // The Spanish page says it in Spanish: "Carga mínima" at "$99–$150".
    expect(rows(priceSection(await page(junkEs.path))!)[0]).toEqual(["Carga mínima", "$99–$150"]);
  });

  it("shows the moving page's hourly rate per crew, its minimum hours and travel fee, and no load sizes", async () => {
    await putInForce(starterPriceBook);
    for (const [p, locale] of [
      [moving, "en"],
      [movingEs, "es"],
    ] as const) {
      const words = catalogue(locale);
      const section = priceSection(await page(p.path))!;
      expect(rows(section)).toEqual(
        crews.map((crew) => [words.labels.crews[crew], formatCents(starterPriceBook.moving!.hourlyCents[crew], locale)]),
      );
      expect(text(section)).toContain(words.priceTable.movingIntro);
      expect(text(section)).toContain(`${words.priceTable.moving.minimum}${words.priceTable.moving.hours(2)}`);
      expect(text(section)).toContain(`${words.priceTable.moving.travelFee}$60`);
      expect(text(section)).not.toContain(words.labels.loadSizes.minimum);
      expect(text(section)).toContain(starterPriceBook.rangeNote[locale]);
    }
    expect(rows(priceSection(await page(moving.path))!)).toEqual([
      ["2 movers and a truck", "$119"],
      ["3 movers and a truck", "$159"],
    ]);
  });

  it("shows every load-priced page's table while the owner prices it, and not the demo page's once demo removal is switched off", async () => {
    await putInForce(starterPriceBook);
    for (const id of ["furniture-removal", "appliance-removal", "complete-cleanouts", "demo-removal"]) {
      expect(priceSection(await page(pageOf("en", id).path)), id).not.toBeNull();
    }
    await putInForce({ ...starterPriceBook, loadPricing: { ...starterPriceBook.loadPricing, "demo-removal": false } });
    expect(priceSection(await page(demo.path))).toBeNull();
    expect(serviceBlock(await page(demo.path))).not.toHaveProperty("offers");
    expect(priceSection(await page(junk.path))).not.toBeNull();
    expect(priceSection(await page(pageOf("en", "complete-cleanouts").path))).not.toBeNull();
  });

  it("shows no price section on the moving page when the book has no moving rates, while junk removal keeps its table", async () => {
    await putInForce({ ...starterPriceBook, moving: null });
    expect(priceSection(await page(moving.path))).toBeNull();
    expect(serviceBlock(await page(moving.path))).not.toHaveProperty("offers");
    expect(priceSection(await page(junk.path))).not.toBeNull();
  });

  it("leaves out the surcharges the book does not charge, and the fee line of an item without one", async () => {
    await putInForce({ ...starterPriceBook, stairsPerFlightCents: 0, sameDayCents: 0, heavyPerLoadCents: 0 });
    const section = priceSection(await page(junk.path))!;
    const words = catalogue("en").priceTable;
    expect(section).not.toContain(words.surcharges.heading);
    expect(section).not.toContain(words.surcharges.stairs);
    expect(section.match(/\+ \$/g)).toHaveLength(1);
  });

  it("shows nothing priced anywhere once the owner switches the prices off", async () => {
    await putInForce(starterPriceBook, false);
    for (const [p, html] of await allServicePages()) {
      expect(priceSection(html), p.path).toBeNull();
      expect(serviceBlock(html), p.path).not.toHaveProperty("offers");
    }
  });
});

describe("the prices in a service page's JSON-LD", () => {
  it("offers every load size with its range, in an AggregateOffer from the minimum load's low to the full truck's high", async () => {
    await putInForce(starterPriceBook);
    const service = serviceBlock(await page(junkEs.path));
    expect(service.offers).toEqual({
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: 99,
      highPrice: 900,
      offerCount: 9,
      offers: loadSizes.map((size) => ({
        "@type": "Offer",
        name: catalogue("es").labels.loadSizes[size],
        priceSpecification: {
          "@type": "PriceSpecification",
          minPrice: starterPriceBook.loads[size].low / 100,
          maxPrice: starterPriceBook.loads[size].high / 100,
          priceCurrency: "USD",
        },
      })),
    });
  });

  it("offers each moving crew at its hourly rate (a unit price per hour), from the minimum hours, with the travel fee", async () => {
    await putInForce(starterPriceBook);
    const service = serviceBlock(await page(moving.path));
    expect(service.offers).toEqual(
      crews.map((crew) => ({
        "@type": "Offer",
        name: catalogue("en").labels.crews[crew],
        eligibleQuantity: { "@type": "QuantitativeValue", minValue: 2, unitCode: "HUR" },
        priceSpecification: {
          "@type": "CompoundPriceSpecification",
          priceCurrency: "USD",
          priceComponent: [
            { "@type": "UnitPriceSpecification", price: crew === "two" ? 119 : 159, priceCurrency: "USD", unitCode: "HUR" },
            { "@type": "UnitPriceSpecification", name: "Travel fee", price: 60, priceCurrency: "USD" },
          ],
        },
      })),
    );
  });

  it("passes the structured-data check (schema.org and Google's rules) with no error and no warning on every service page with prices in force", async () => {
    await putInForce(starterPriceBook);
    for (const [p, html] of await allServicePages()) {
      const { jsonLd } = readHead(html);
      expect(serviceBlock(html), p.path).toHaveProperty("offers");
      for (const block of jsonLd) expect(schemaOrgProblems(block, schemaOrg), p.path).toEqual([]);
      expect(await richResultProblems(jsonLd, schemaOrg), p.path).toEqual([]);
    }
  });

  it("the check would catch a price range without its currency or its high end", async () => {
    const offers = {
      "@context": "https://schema.org",
      "@type": "Service",
      name: "x",
      offers: { "@type": "Offer", priceSpecification: { "@type": "PriceSpecification", minPrice: 99 } },
    };
    const problems = await richResultProblems([offers], schemaOrg);
    expect(problems.some((p) => p.startsWith("ERROR") && p.includes("price"))).toBe(true);
    expect(problems.some((p) => p.startsWith("WARNING") && p.includes("priceCurrency"))).toBe(true);
  });
});
