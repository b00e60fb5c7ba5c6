import { describe, expect, it } from "vitest";
import { spanishPages } from "./content-helpers";
import { get } from "./html";

const routes = [
  "/",
  "/junk-removal",
  "/moving-services",
  "/furniture-removal",
  "/appliance-removal",
  "/complete-cleanouts",
  "/demo-removal",
  "/spring-tx",
  "/the-woodlands-tx",
  "/conroe-tx",
  "/tomball-tx",
  "/cypress-tx",
  "/houston-tx",
  "/magnolia-tx",
  "/klein-tx",
  "/privacy",
];

describe("crawler files", () => {
  it("sitemap.xml lists the spec's 15 routes, /privacy and their Spanish twins as absolute URLs", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([...routes, ...spanishPages.map((p) => p.path)].map((r) => `http://localhost${r}`));
  });

  it("robots.txt allows everything but the owner inbox and points to the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await res.text()).toBe("User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: http://localhost/sitemap.xml\n");
  });
});
