import { Hono } from "hono";
import { disallowedPaths, isPageKey, pageKeys, pageSeo } from "../content/seo";
import type { AppEnv } from "../env";
import { revalidate } from "../middleware/etag";
import { serveShareImage } from "../og/serve";
import { siteOrigin } from "../seo/site-url";

// Crawler files and share images. Both lists derive from the per-page table in src/content/seo.ts.
export const seoRoutes = new Hono<AppEnv>();

seoRoutes.get("/sitemap.xml", (c) => {
  const origin = siteOrigin(c);
  const urls = pageKeys.map((key) => `  <url><loc>${origin}${pageSeo[key].path}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
});

seoRoutes.get("/robots.txt", (c) => {
  const rules = ["User-agent: *", "Allow: /", ...disallowedPaths.map((path) => `Disallow: ${path}`)];
  const text = `${rules.join("\n")}\n\nSitemap: ${siteOrigin(c)}/sitemap.xml\n`;
  return c.body(text, 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" });
});

// A client that holds this build's image gets a 304 (a cold edge cache still renders it once, and keeps it).
seoRoutes.use("/api/og-image/*", revalidate);
seoRoutes.get("/api/og-image", (c) => serveShareImage(c, "default"));

seoRoutes.get("/api/og-image/:key", (c) => {
  const key = c.req.param("key");
  return isPageKey(key) ? serveShareImage(c, key) : c.notFound();
});
