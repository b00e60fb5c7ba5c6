import { describe, expect, it } from "vitest";
import { pages } from "../src/content/site-map";
import { renderWithProps } from "./seo-helpers";

const citySlugs = ["spring-tx", "the-woodlands-tx", "conroe-tx", "tomball-tx", "cypress-tx", "houston-tx", "magnolia-tx", "klein-tx"];
const serviceSlugs = ["junk-removal", "moving-services", "furniture-removal", "appliance-removal", "complete-cleanouts", "demo-removal"];

describe("per-page search metadata", () => {
  it("has an entry for home, the six services, the eight cities and the privacy page, each at its route", () => {
    const english = pages.filter((p) => p.locale === "en");
    expect(english.map((p) => p.key)).toEqual(["home", ...serviceSlugs, ...citySlugs, "privacy"]);
    expect(english.map((p) => p.path)).toEqual(["/", ...[...serviceSlugs, ...citySlugs, "privacy"].map((s) => `/${s}`)]);
    // Then the Spanish twins, in the same order, under /es/.
    expect(pages.filter((p) => p.locale === "es").map((p) => p.id)).toEqual(english.map((p) => p.id));
  });

  it("renders titles of 30 to 65 characters, unique across pages", async () => {
    const titles = await Promise.all(pages.map(async (page) => (await renderWithProps({ page })).titles[0]!));
    for (const title of titles) expect(title.length, title).toBeGreaterThanOrEqual(30);
    for (const title of titles) expect(title.length, title).toBeLessThanOrEqual(65);
    expect(new Set(titles).size).toBe(pages.length);
  });

  it("renders descriptions of 70 to 160 characters, unique across pages", async () => {
    const descriptions = await Promise.all(pages.map(async (page) => (await renderWithProps({ page })).meta.get("description")!));
    for (const d of descriptions) expect(d.length, d).toBeGreaterThanOrEqual(70);
    for (const d of descriptions) expect(d.length, d).toBeLessThanOrEqual(160);
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it("gives every page keywords and a unique share-image headline", () => {
    for (const page of pages) expect(page.seo.keywords.length).toBeGreaterThan(0);
    expect(new Set(pages.map((p) => p.seo.headline)).size).toBe(pages.length);
  });
});
