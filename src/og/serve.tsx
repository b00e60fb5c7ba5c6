import type { Context } from "hono";
import type { AppEnv } from "../env";
import { assets } from "../manifest";
import type { Locale } from "../content/locale";
import { ShareCard } from "./card";

export const OG_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

// Rendering is deterministic per deploy, so build id + key identify the bytes: a new deploy gets new tags and cache keys.
const etagFor = (key: string) => `"og-${assets.buildId}-${key}"`;

/** Serves the share image for a page key ("default" for /api/og-image) from the edge cache, or a fresh render. The route's revalidate answers 304. */
export async function serveShareImage(c: Context<AppEnv>, key: string, headline: string, locale: Locale = "en"): Promise<Response> {
  const headers = { "Content-Type": "image/png", "Cache-Control": OG_CACHE_CONTROL, ETag: etagFor(key) };

  // Only configuration turns the cache off (wrangler.toml's [env.bench], for warm render timings).
  const useCache = c.env.EDGE_CACHE !== "off";
  const cache = caches.default;
  const cacheKey = new Request(`${new URL(c.req.url).origin}/api/og-image/${key}?build=${assets.buildId}`);
  if (useCache) {
    const cached = await cache.match(cacheKey);
    if (cached) {
      const hit = new Response(cached.body, cached);
      hit.headers.set("X-Cache", "HIT");
      return hit;
    }
  }

  // Loaded on the first render, not at start-up: satori, resvg and the fonts are most of the Worker,
  // and a page request (or a test file that renders no image) should not instantiate them.
  const { renderPng } = await import("./render");
  const png = await renderPng(<ShareCard headline={headline} locale={locale} />);
  const response = new Response(png as Uint8Array<ArrayBuffer>, { headers: { ...headers, "X-Cache": "MISS" } });
  if (useCache) c.executionCtx.waitUntil(cache.put(cacheKey, response.clone()));
  return response;
}
