import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { assets } from "../manifest";
import { etagFor, matchesEtag } from "./etag";
import { recall, remember } from "./memory-cache";
import { acceptsAnyMethod } from "./request-guard";
import { writableHeaders } from "./writable-headers";

// Browsers always revalidate (cheap: a 304), so a deploy shows at once; the edge copy lives a day
// and is keyed with the build id, so a new deploy never meets the old markup.
const BROWSER_CACHE_CONTROL = "public, max-age=0, must-revalidate";
const EDGE_CACHE_CONTROL = "public, max-age=86400";

// The same markup for everyone: no query (a `?quote=received` confirmation is per visitor), no
// credentials, never the owner's screens or the API. EDGE_CACHE = "off" is set by configuration
// only (wrangler.toml's [env.bench], for uncached render timings), never by a request.
function isShareable(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  return (
    c.env?.EDGE_CACHE !== "off" &&
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
    c.get("quoteForm") === undefined
  );
}

const cacheKey = (url: string) => {
  const { origin, pathname } = new URL(url);
  return `${origin}/__edge-cache/${assets.buildId}${pathname}`;
};

const ms = (since: number) => (performance.now() - since).toFixed(2);

/** The page as sent to the browser (200, or 304 when it already holds these bytes). */
function answer(c: Context<AppEnv>, body: ArrayBuffer, headers: Headers, timing: string) {
  headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
  headers.set("Server-Timing", timing);
  if (!matchesEtag(c.req.header("If-None-Match"), headers.get("ETag"))) return new Response(body, { status: 200, headers });
  const kept = new Headers();
  for (const name of ["ETag", "Cache-Control", "Server-Timing"]) kept.set(name, headers.get(name)!);
  return new Response(null, { status: 304, headers: kept });
}

export const edgeCache = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  if (!isShareable(c)) {
    await next();
    writableHeaders(c).append("Server-Timing", `render;dur=${ms(started)}`);
    return;
  }
  const key = cacheKey(c.req.url);
  const inMemory = recall(key);
  if (inMemory) return answer(c, inMemory.body, new Headers(inMemory.headers), `cache;desc="hit-memory"`);

  const cache = caches.default;
  const cached = await cache.match(key);
  if (cached) {
    const body = await cached.arrayBuffer();
    remember(key, body, cached.headers);
    return answer(c, body, new Headers(cached.headers), `cache;desc="hit";dur=${ms(started)}`);
  }

  const renderStarted = performance.now();
  await next();
  const renderTiming = `render;dur=${ms(renderStarted)}`;
  if (!isStorable(c, c.res)) {
    writableHeaders(c).append("Server-Timing", renderTiming);
    return;
  }
  const body = await c.res.arrayBuffer();
  const headers = new Headers(c.res.headers);
  headers.set("ETag", await etagFor(body));
  headers.set("Cache-Control", EDGE_CACHE_CONTROL);
  c.executionCtx.waitUntil(cache.put(key, new Response(body, { status: 200, headers })));
  remember(key, body, headers);
  // Replaced, not merged: c.res's setter would copy the rendered response's headers back in.
  c.res = undefined;
  c.res = answer(c, body, headers, `cache;desc="miss", ${renderTiming}`);
});
