import type { Context } from "hono";
import type { AppEnv } from "../env";
import { assets } from "../manifest";
import { inSeconds, pageCacheAge, shareImageStaleAge } from "../config/time";

export const OG_CACHE_CONTROL = `public, max-age=${inSeconds(pageCacheAge)}, stale-while-revalidate=${inSeconds(shareImageStaleAge)}`;

/**
 * Serves a share image the build drew (src/og/share-images.tsx) from the static assets, under its
 * stable URL and cache headers. A page the build never saw (a list made at run time) gets the
 * default image rather than none; adding a city or service rebuilds, and draws its own.
 */
export async function serveShareImage(c: Context<AppEnv>, key: string): Promise<Response> {
  const file = assets.shareImages[key] ?? assets.shareImages.default;
  const stored = await c.env.ASSETS.fetch(new Request(new URL(file, c.req.url)));
  if (!stored.ok) throw new Error(`share image ${file}: ${stored.status}`);
  // The file's name carries the hash of what drew it, so it is also the image's ETag.
  const version = file.slice(file.lastIndexOf("-") + 1, -".png".length);
  return new Response(stored.body, {
    headers: { "Content-Type": "image/png", "Cache-Control": OG_CACHE_CONTROL, ETag: `"og-${version}"` },
  });
}
