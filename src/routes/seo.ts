import { Hono } from "hono";
import { alternateLinks, type Page } from "../content/site-map";
import { disallowedPaths } from "../config/site";
import type { AppEnv } from "../env";
import { revalidate } from "../middleware/etag";
import { serveShareImage } from "../og/serve";
import { requestOrigin } from "../seo/site-url";
import { crawlerFileCacheAge, inSeconds } from "../config/time";

const crawlerFileCache = `public, max-age=${inSeconds(crawlerFileCacheAge)}`;

/** The crawler files for the pages in the list (at "/"): every page is in the sitemap. */
export function createCrawlerFileRoutes(list: readonly Page[]) {
  const routes = new Hono<AppEnv>();

  routes.get("/sitemap.xml", (c) => {
    const origin = requestOrigin(c);
    // Each URL lists every language's version of itself (itself included), as Google asks for hreflang in sitemaps.
    const alternates = (page: Page) =>
      alternateLinks(page, origin)
        .map((link) => `<xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${link.href}"/>`)
        .join("");
    const urls = list.map((page) => `  <url><loc>${origin}${page.path}</loc>${alternates(page)}</url>`).join("\n");
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": crawlerFileCache });
  });

  routes.get("/robots.txt", (c) => {
    const rules = ["User-agent: *", "Allow: /", ...disallowedPaths.map((path) => `Disallow: ${path}`)];
    const text = `${rules.join("\n")}\n\nSitemap: ${requestOrigin(c)}/sitemap.xml\n`;
    return c.body(text, 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": crawlerFileCache });
  });

  return routes;
}

/** The share images of the pages in the list (at "/api/og-image"): every page has its own. */
export function createShareImageRoutes(list: readonly Page[]) {
  const routes = new Hono<AppEnv>();
  // A client that holds the same image gets a 304.
  routes.use("*", revalidate);
  routes.get("/", (c) => serveShareImage(c, "default"));
  routes.get("/:key", (c) => {
    const page = list.find((p) => p.key === c.req.param("key"));
    return page ? serveShareImage(c, page.key) : c.notFound();
  });
  return routes;
}

/** Both, at their addresses: a list's whole search surface (the page-list tests build one). */
export const createSeoRoutes = (list: readonly Page[]) =>
  new Hono<AppEnv>().route("/", createCrawlerFileRoutes(list)).route("/api/og-image", createShareImageRoutes(list));
