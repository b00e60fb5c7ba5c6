import { describe, expect, it } from "vitest";
import { business } from "../src/config/business";
import { englishPages } from "../src/content/site-map";

// English pages; the Spanish footers say the same in Spanish.
const pagePaths = englishPages.map((p) => p.path);
import { services } from "./content-helpers";
import { element, esc, get, page, section } from "./html";

// A Texas household-goods mover's numbers (business.ts): on the moving page with where to check
// them, and in every page's footer.

const { txdmv, usdot } = business.licences;

describe("the mover's licence numbers", () => {
  it("the moving page's coverage shows both numbers, each with the regulator's lookup page opening in a new tab", async () => {
    const coverage = section(await page("/moving-services"), "coverage");
    const box = element(coverage, '<aside aria-labelledby="licence-heading"', "</aside>");
    expect(box).toContain('<h3 id="licence-heading" class="text-lg font-extrabold">Licensed Texas mover</h3>');
    expect(box).toMatch(new RegExp(`<dt[^>]*>TxDMV certificate</dt><dd[^>]*>${txdmv}</dd>`));
    expect(box).toMatch(new RegExp(`<dt[^>]*>USDOT number</dt><dd[^>]*>${usdot}</dd>`));
    const lookups = [
      ...box.matchAll(
        /<a href="([^"]+)" target="_blank" rel="noopener noreferrer"[^>]*>([^<]+)<span class="sr-only"> \(opens in a new tab\)<\/span><\/a>/g,
      ),
    ];
    expect(lookups.map((m) => [m[1], m[2]])).toEqual([
      ["https://apps.txdmv.gov/apps/mccs/truckstop/", "Look it up on TxDMV Truck Stop"],
      ["https://safer.fmcsa.dot.gov/CompanySnapshot.aspx", "Look it up on FMCSA SAFER"],
    ]);
  });

  it("no other service page shows the licence box", async () => {
    for (const s of services.filter((s) => s.slug !== "moving-services")) {
      expect(await page(`/${s.slug}`), s.slug).not.toContain('aria-labelledby="licence-heading"');
    }
  });

  it("every page's footer bar shows both numbers", async () => {
    for (const path of [...pagePaths, "/no-such-page"]) {
      const res = await get(path);
      const footer = element(await res.text(), "<footer", "</footer>");
      expect(footer, path).toContain(`<p class="tabular-nums">${esc(`TxDMV No. ${txdmv} · USDOT No. ${usdot}`)}</p>`);
    }
  });
});
