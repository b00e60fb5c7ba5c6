import { exports } from "cloudflare:workers";
import { assets } from "../src/manifest";
import { describe, expect, it } from "vitest";
import { business } from "../src/config/business";
import { pages } from "../src/content/site-map";
import { catalogue } from "../src/content/i18n";
import { readHead, renderWithProps } from "./seo-helpers";

const origin = "http://localhost";

describe("head of every page key", () => {
  for (const entry of pages) {
    const { key, path, seo: page } = entry;
    it(`${key}: title, description, robots, canonical, geo, Open Graph and Twitter tags`, async () => {
      const { meta, titles, canonical, head } = await renderWithProps({ page: entry }, `${origin}${path}`);
      const url = `${origin}${path}`;
      const image = key === "home" ? `${origin}/api/og-image` : `${origin}/api/og-image/${key}`;
      const ui = catalogue(entry.locale).ui;
      const imageAlt = ui.share.imageAlt(business.name, page.headline, business.phone);
      expect(titles).toEqual([page.title]);
      expect(canonical).toEqual([url]);
      expect(Object.fromEntries(meta)).toEqual({
        description: page.description,
        keywords: page.keywords.join(", "),
        robots: "index,follow",
        "geo.region": "US-TX",
        "geo.placename": "Spring, TX",
        "geo.position": `${business.geo.latitude};${business.geo.longitude}`,
        ICBM: `${business.geo.latitude}, ${business.geo.longitude}`,
        "og:type": "website",
        "og:title": page.title,
        "og:description": page.description,
        "og:url": url,
        "og:site_name": business.name,
        "og:locale": ui.meta.ogLocale,
        "og:locale:alternate": entry.locale === "en" ? "es_US" : "en_US",
        "og:image": image,
        "og:image:width": "1200",
        "og:image:height": "630",
        "og:image:alt": imageAlt,
        "og:image:type": "image/png",
        "twitter:card": "summary_large_image",
        "twitter:title": page.title,
        "twitter:description": page.description,
        "twitter:image": image,
        "twitter:image:alt": imageAlt,
        viewport: "width=device-width, initial-scale=1",
      });
      // The shell's own tags stay: charset, favicon, the first screen's CSS (the whole stylesheet is
      // linked by the inline script after the largest paint: test/first-paint.test.ts) and that script.
      expect(head).toContain('<meta charSet="utf-8"/>');
      expect(head).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
      expect(head).toContain(`<style>${assets.firstScreenCss.code}</style>`);
      expect(head).toMatch(/<script type="module">[^<]*import\("\/build\/islands-[A-Z0-9]+\.js"\)[^<]*<\/script>/);
    });
  }

  it("uses SITE_URL for every absolute URL when it is set", async () => {
    const { meta, canonical, jsonLd } = await renderWithProps(
      { page: pages.find((p) => p.key === "klein-tx") },
      "http://127.0.0.1:8787/klein-tx",
      "https://www.example.com/",
    );
    expect(canonical).toEqual(["https://www.example.com/klein-tx"]);
    expect(meta.get("og:url")).toBe("https://www.example.com/klein-tx");
    expect(meta.get("og:image")).toBe("https://www.example.com/api/og-image/klein-tx");
    expect(JSON.stringify(jsonLd)).not.toContain("127.0.0.1");
  });

  it("marks a noindex page (the 404 shape) noindex, without a canonical URL", async () => {
    const { meta, titles, canonical } = await renderWithProps({ title: "Page Not Found", noindex: true }, `${origin}/nowhere`);
    expect(titles).toEqual([`Page Not Found | ${business.name}`]);
    expect(meta.get("robots")).toBe("noindex,follow");
    expect(canonical).toEqual([]);
    expect(meta.get("og:image")).toBe(`${origin}/api/og-image`);
  });
});

describe("head of the real routes", () => {
  it("/ carries the home metadata", async () => {
    const { meta, titles, canonical } = readHead(await (await exports.default.fetch(new Request(`${origin}/`))).text());
    expect(titles).toEqual([pages[0]!.seo.title]);
    expect(canonical).toEqual([`${origin}/`]);
    expect(meta.get("robots")).toBe("index,follow");
    expect(meta.get("og:image")).toBe(`${origin}/api/og-image`);
  });

  it("the 404 page is noindex", async () => {
    const res = await exports.default.fetch(new Request(`${origin}/no-such-page`));
    expect(res.status).toBe(404);
    const { meta, canonical } = readHead(await res.text());
    expect(meta.get("robots")).toBe("noindex,follow");
    expect(canonical).toEqual([]);
  });
});
