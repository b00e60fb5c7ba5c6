import { describe, expect, it } from "vitest";
import { cityPages, homePage } from "../src/content/site-map";
import { services } from "./content-helpers";
import { uiEn } from "./content-helpers";
import { page } from "./html";
import { postForm, validQuote } from "./quote-helpers";

// Issue 13, item 3: on a service page the quote form's service is chosen already, in the server's
// HTML (so it holds without JavaScript) and in the island's props (so it holds after hydration).
const expected: Record<string, string> = {
  "junk-removal": "junk-removal",
  "furniture-removal": "junk-removal",
  "appliance-removal": "junk-removal",
  "moving-services": "moving-services",
  "complete-cleanouts": "cleanout-services",
  "demo-removal": "demo-removal",
};

/** The quote form's service select: its options as [value, label, selected]. */
function serviceOptions(html: string) {
  const start = html.indexOf('name="serviceType"');
  if (start < 0) throw new Error("no service select");
  const select = html.slice(start, html.indexOf("</select>", start));
  return [...select.matchAll(/<option value="([^"]*)"((?: [a-z]+="")*)>([^<]*)<\/option>/g)].map(
    (m) => [m[1]!, m[3]!, m[2]!.includes('selected=""')] as const,
  );
}
const selected = (html: string) =>
  serviceOptions(html)
    .filter(([, , isSelected]) => isSelected)
    .map(([value]) => value);
/** The island's page and service (its other props are its words and language). */
const islandProps = (html: string) => {
  const match = html.match(/data-island="QuoteForm" data-wake="near" data-props="([^"]*)"/);
  const { returnTo, presetService } = JSON.parse(match![1]!.replaceAll("&quot;", '"').replaceAll("&amp;", "&")) as {
    returnTo: string;
    presetService?: string;
  };
  return { returnTo, presetService };
};

describe("the quote form's service on each page", () => {
  it("maps every service page to one of the spec's four options, as the issue lists", () => {
    expect(Object.fromEntries(services.map((s) => [s.slug, s.quoteService]))).toEqual(expected);
  });

  it.each(services)("is chosen on /$slug, in the HTML and in the island's props, the options unchanged", async (service) => {
    const html = await page(`/${service.slug}`);
    expect(selected(html)).toEqual([expected[service.slug]]);
    expect(islandProps(html)).toEqual({ returnTo: `/${service.slug}`, presetService: expected[service.slug] });
    expect(serviceOptions(html).map(([value, label]) => [value, label.replace("&amp;", "&")])).toEqual([
      ["", "Select a service"],
      ...Object.entries(uiEn.form.serviceOptions),
    ]);
  });

  it("is not chosen on the home page or the city pages", async () => {
    for (const p of [homePage, ...cityPages]) {
      const html = await page(p.path);
      expect(selected(html), p.path).toEqual([""]);
      expect(islandProps(html), p.path).toEqual({ returnTo: p.path });
    }
  });

  it("is chosen again on the service page's confirmation (?quote=received), ready for another request", async () => {
    const html = await page("/complete-cleanouts?quote=received");
    expect(html).toContain("Quote request received");
    expect(html).toContain('href="/complete-cleanouts#quote-form"');
    expect(selected(html)).toEqual(["cleanout-services"]);
  });

  it("keeps the visitor's own choice when a no-JavaScript post from a service page comes back with messages", async () => {
    const res = await postForm({ ...validQuote, email: "not-an-email", serviceType: "demo-removal", returnTo: "/moving-services" });
    expect(res.status).toBe(400);
    expect(selected(await res.text())).toEqual(["demo-removal"]);
  });
});
