import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { Footer } from "../src/components/Footer";
import { cities } from "./content-helpers";
import { buildPages, englishPages, pages } from "../src/content/site-map";
import { privacy } from "./content-helpers";
import { services, testimonials } from "./content-helpers";
import { catalogue } from "../src/content/i18n";
import type { City } from "../src/content/types";
import type { AppEnv } from "../src/env";
import { renderer } from "../src/renderer";
import { renderShareImage, shareImagesFor } from "../src/og/share-images";
import { createPageRoutes } from "../src/routes/pages";
import { createSeoRoutes } from "../src/routes/seo";
import { element, esc, hrefs } from "./html";
import { readHead } from "./seo-helpers";

// A ninth city is one more entry in cities.ts: this fixture entry is all that is added, and the
// routes, the sitemap, the footer and the share images follow from the page list built with it
// (its image is drawn by the next build, src/og/share-images.tsx).
const katy: City = {
  ...cities[0]!,
  slug: "katy-tx",
  name: "Katy",
  listName: "Katy TX",
  seo: {
    title: "Junk Removal & Moving in Katy, TX | Free Quotes",
    description:
      "Katy, TX junk removal and moving: garage cleanouts, furniture pickup and careful local moves west of Houston, often the same day.",
    keywords: ["junk removal Katy TX", "movers Katy"],
  },
  hero: {
    heading: "Junk Removal & Moving in Katy, TX",
    text: "Katy homes and businesses get the same crew, the same care and the same free quotes.",
  },
  zipCodes: undefined,
  // A fixture only: Katy is beyond the 20-mile radius, so a real entry would fail content-places.
  places: [{ name: "Katy", lat: 29.7858, lon: -95.8245 }],
};
const list = buildPages("en", catalogue("en"), { services, cities: [...cities, katy], privacy, testimonials });

const app = new Hono<AppEnv>().use(renderer).route("/", createPageRoutes(list)).route("/", createSeoRoutes(list));
async function get(path: string) {
  const ctx = createExecutionContext();
  const res = await app.request(`http://localhost${path}`, {}, env, ctx);
  const body = new Uint8Array(await res.arrayBuffer());
  await waitOnExecutionContext(ctx);
  return { res, text: new TextDecoder().decode(body), body };
}

describe("a ninth city from one data entry", () => {
  // The drawing code (satori, resvg, fonts) is the build's: load it once, outside the first test's time limit.
  beforeAll(() => import("../src/og/share-images"), 60_000);

  it("joins the page list after the eight cities; the site's own list is unchanged", () => {
    const paths = englishPages.map((p) => p.path);
    expect(paths.at(-1)).toBe("/privacy");
    expect(list.map((p) => p.path)).toEqual([...paths.slice(0, -1), "/katy-tx", "/privacy"]);
    expect(list.at(-2)).toMatchObject({
      kind: "city",
      key: "katy-tx",
      image: "/api/og-image/katy-tx",
      seo: { name: "Katy, TX", headline: "Junk Removal & Moving in Katy, TX" },
    });
    expect(pages.some((p) => p.key === "katy-tx")).toBe(false);
  });

  it("gets its route, rendered by the city template with its own head", async () => {
    const { res, text } = await get("/katy-tx");
    expect(res.status).toBe(200);
    expect(text).toMatch(new RegExp(`<h1 id="hero-heading"[^>]*>${esc(katy.hero.heading)}</h1>`));
    const { titles, canonical, meta, jsonLd } = readHead(text);
    expect(titles).toEqual([katy.seo.title]);
    expect(canonical).toEqual(["http://localhost/katy-tx"]);
    expect(meta.get("og:image")).toBe("http://localhost/api/og-image/katy-tx");
    const crumbs = jsonLd.find((b) => b["@type"] === "BreadcrumbList")!;
    expect(crumbs.itemListElement).toContainEqual({ "@type": "ListItem", position: 2, name: "Katy, TX", item: "http://localhost/katy-tx" });
  });

  it("is in the sitemap", async () => {
    const { text } = await get("/sitemap.xml");
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(17);
    expect(locs.at(-2)).toBe("http://localhost/katy-tx");
  });

  it("is in the footer's service areas, after the eight", () => {
    const footer = renderToString(createElement(Footer, { pages: list }));
    const areas = element(footer, '<nav aria-labelledby="footer-areas"', "</nav>");
    expect(hrefs(areas)).toEqual([...cities.map((c) => `/${c.slug}`), "/katy-tx"]);
    expect(areas).toContain(">Katy TX</a>");
  });

  it("gets its own share image from the build's drawing code, with its own headline", async () => {
    const images = shareImagesFor(list);
    const image = images.find((i) => i.key === "katy-tx");
    expect(image).toEqual({ key: "katy-tx", headline: "Junk Removal & Moving in Katy, TX", locale: "en" });
    expect(images.map((i) => i.key)).toEqual(["default", ...list.map((p) => p.key)]);
    const png = await renderShareImage(image!);
    const view = new DataView(png.buffer, png.byteOffset);
    expect(String.fromCharCode(...png.subarray(12, 16))).toBe("IHDR");
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    const spring = await renderShareImage(images.find((i) => i.key === "spring-tx")!);
    expect(png).not.toEqual(spring);
  });

  it("is served the default share image until a build has drawn its own, never a 404", async () => {
    const { res, body } = await get("/api/og-image/katy-tx");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(body).toEqual((await get("/api/og-image")).body);
    expect((await get("/api/og-image/atlantis-tx")).res.status).toBe(404);
  });
});
