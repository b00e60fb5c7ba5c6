import type { Context, Next } from "hono";
import { every } from "hono/combine";
import { createMiddleware } from "hono/factory";
import { endTime, setMetric, startTime, timing } from "hono/timing";
import { runInBackground } from "../trace/background";
import type { AppEnv } from "../env";
import { assets } from "../manifest";
import { revalidate } from "./etag";
import { recall, remember } from "./memory-cache";
import { acceptsAnyMethod } from "./request-guard";
import { writableHeaders } from "./writable-headers";
import { inSeconds, pageCacheAge } from "../config/time";
import { loadPrices } from "./prices";

// Browsers always revalidate (cheap: a 304), so a deploy shows at once; the edge copy lives a day
// and is keyed with the build id, so a new deploy never meets the old markup.
const BROWSER_CACHE_CONTROL = "public, max-age=0, must-revalidate";
const EDGE_CACHE_CONTROL = `public, max-age=${inSeconds(pageCacheAge)}`;

// The same markup for everyone: no query (a `?quote=received` confirmation is per visitor), no
// credentials, never the owner's screens or the API. No variable turns it off: the benchmarks' entry
// (test/bench-worker.tsx) renders every page by sending a cookie, as a signed-in visitor would.
function isShareable(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  return (
    (c.req.method === "GET" || c.req.method === "HEAD") &&
    url.search === "" &&
    !acceptsAnyMethod(url.pathname) &&
    !c.req.header("Cookie") &&
    !c.req.header("Authorization")
  );
}

// A 200 HTML page that sets no cookie, says nothing against caching and shows no form state.
function isStorable(c: Context<AppEnv>, res: Response) {
  const cacheControl = res.headers.get("Cache-Control") ?? "";
  return (
    res.status === 200 &&
    (res.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !res.headers.has("Set-Cookie") &&
    !/private|no-store|no-cache/i.test(cacheControl) &&
    c.get("quoteForm") === undefined &&
    !c.get("prices")?.unknown
  );
}

// Keyed by the price book's tag too: every page shows prices (or none), so a save is a new entry.
const cacheKey = (url: string, pricesTag: string) => {
  const { origin, pathname } = new URL(url);
  return `${origin}/__edge-cache/${assets.buildId}/${pricesTag}${pathname}`;
};

/** Sets the response outright: c.res's setter would otherwise copy the previous one's headers into it. */
function respond(c: Context<AppEnv>, res: Response) {
  c.res = undefined;
  c.res = res;
}

/** The page as sent to the browser; revalidate makes it a 304 when the browser already holds these bytes. */
function answer(c: Context<AppEnv>, body: ArrayBuffer, headers: Headers) {
  headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
  respond(c, new Response(body, { status: 200, headers }));
}

/** Runs the route, timed as Server-Timing's render metric. */
async function render(c: Context<AppEnv>, next: () => Promise<unknown>) {
  startTime(c, "render");
  await next();
  endTime(c, "render", 2);
}

// Kept by hand, as Hono has no edge cache: the Cache API behind a per-isolate copy, keyed by build id.
async function cachedPage(c: Context<AppEnv>, next: Next) {
  const key = cacheKey(c.req.url, (await loadPrices(c)).tag);
  const inMemory = recall(key);
  if (inMemory) {
    setMetric(c, "cache", "hit-memory");
    return answer(c, inMemory.body, new Headers(inMemory.headers));
  }
  const started = performance.now();
  const cache = caches.default;
  const cached = await cache.match(key);
  if (cached) {
    const body = await cached.arrayBuffer();
    remember(key, body, cached.headers);
    setMetric(c, "cache", performance.now() - started, "hit", 2);
    return answer(c, body, new Headers(cached.headers));
  }

  setMetric(c, "cache", "miss");
  // Rendered through revalidate as well, so the stored copy keeps its ETag and a hit never hashes.
  await render(c, () => revalidate(c, next));
  if (!isStorable(c, c.res)) return;
  const body = await c.res.arrayBuffer();
  const headers = new Headers(c.res.headers);
  headers.set("Cache-Control", EDGE_CACHE_CONTROL);
  runInBackground(c, cache.put(key, new Response(body, { status: 200, headers })), "edge cache write", key);
  remember(key, body, headers);
  answer(c, body, headers);
}

export const edgeCache = every(
  timing({ total: false }),
  createMiddleware<AppEnv>(async (c, next) => {
    if (isShareable(c)) await revalidate(c, () => cachedPage(c, next));
    else {
      await loadPrices(c);
      await render(c, next);
    }
    writableHeaders(c);
  }),
);
