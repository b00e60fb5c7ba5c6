import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { app } from "../src/index";
import { edgeCache } from "../src/middleware/edge-cache";
import benchWorker from "./bench-worker";
import { assets } from "../src/manifest";

// Each test uses its own host: the cache key holds the origin, so tests never share entries.
let hostCount = 0;
const newHost = () => `http://cache-test-${++hostCount}.example`;
const cache = caches.default;
// "none": these tests run with no price book (src/db/price-book.ts tags the one in force).
const keyFor = (origin: string, path: string, buildId = assets.buildId) => `${origin}/__edge-cache/${buildId}/none${path}`;
/** A strong validator: the SHA-1 of the exact bytes served. */
const etagFor = async (body: ArrayBuffer) =>
  `"${[...new Uint8Array(await crypto.subtle.digest("SHA-1", body))].map((b) => b.toString(16).padStart(2, "0")).join("")}"`;

/** Fetches through the Worker and waits for its cache.put, as the runtime would after responding. */
async function fetchPage(url: string, init?: RequestInit, bindings: object = env) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(url, init), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** Puts a recognisable page where the Worker would look, to see whether a request is served from it. */
async function plantMarker(origin: string, path: string, buildId = assets.buildId) {
  const headers = { "Content-Type": "text/html; charset=utf-8", ETag: '"marker"', "Cache-Control": "public, max-age=600" };
  await cache.put(keyFor(origin, path, buildId), new Response("<p>cached marker</p>", { headers }));
}

describe("edge cache of page HTML", () => {
  it("renders on the first request, then serves the same bytes from the cache", async () => {
    const host = newHost();
    const first = await fetchPage(`${host}/`);
    expect(first.status).toBe(200);
    expect(first.headers.get("Server-Timing")).toMatch(/cache;desc="miss",render;dur=\d+(\.\d+)?/);
    const firstHtml = await first.text();

    const second = await fetchPage(`${host}/`);
    expect(second.status).toBe(200);
    expect(second.headers.get("Server-Timing")).toMatch(/^cache;desc="hit/);
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(await second.text()).toBe(firstHtml);
    expect(second.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
  });

  it("answers a warm isolate's repeat request from memory, and a cold one from the Cache API", async () => {
    const host = newHost();
    await fetchPage(`${host}/`);
    const fromMemory = await fetchPage(`${host}/`);
    expect(fromMemory.headers.get("Server-Timing")).toBe('cache;desc="hit-memory"');

    const other = newHost();
    await plantMarker(other, "/");
    const fromCacheApi = await fetchPage(`${other}/`);
    expect(fromCacheApi.headers.get("Server-Timing")).toMatch(/^cache;dur=\d+(\.\d+)?;desc="hit"$/);
    await cache.delete(keyFor(other, "/"));
    expect(await (await fetchPage(`${other}/`)).text()).toBe("<p>cached marker</p>");
  });

  it("keys the copy with the build id, so another build's copy is never served", async () => {
    const host = newHost();
    await plantMarker(host, "/", "an-older-build");
    const res = await fetchPage(`${host}/`);
    expect(await res.text()).not.toContain("cached marker");
    expect(await cache.match(keyFor(host, "/"))).toBeDefined();
  });

  it("serves whatever is stored under the current build id and path", async () => {
    const host = newHost();
    await plantMarker(host, "/");
    const res = await fetchPage(`${host}/`);
    expect(await res.text()).toBe("<p>cached marker</p>");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
  });

  it("answers 304 without a body when If-None-Match holds the ETag, on a miss and on a hit", async () => {
    const host = newHost();
    const etag = (await fetchPage(`${host}/`, { headers: { "If-None-Match": '"something-else"' } })).headers.get("ETag");
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    const hit = await fetchPage(`${host}/`, { headers: { "If-None-Match": `W/${etag}` } });
    expect(hit.status).toBe(304);
    expect(await hit.text()).toBe("");
    expect(hit.headers.get("ETag")).toBe(etag);

    // A fresh host is a miss: the ETag is the SHA-1 of the bytes, so the client can already hold it
    // (pages carry their origin in canonical URLs, so the bytes come from a cookie, uncached, render).
    const otherHost = newHost();
    const uncached = await fetchPage(`${otherHost}/`, { headers: { Cookie: "a=b" } });
    const expected = await etagFor(await uncached.arrayBuffer());
    const miss = await fetchPage(`${otherHost}/`, { headers: { "If-None-Match": expected } });
    expect(miss.status).toBe(304);
    expect(miss.headers.get("Server-Timing")).toMatch(/cache;desc="miss",render;dur=/);
  });

  it("never serves or stores a request with a query string (the quote confirmation)", async () => {
    const host = newHost();
    await plantMarker(host, "/");
    const res = await fetchPage(`${host}/?quote=received`);
    expect(await res.text()).not.toContain("cached marker");
    expect(res.headers.get("Server-Timing")).toMatch(/^render;dur=/);
    expect(res.headers.get("ETag")).toBeNull();
  });

  for (const [name, value] of [
    ["Cookie", "session=abc"],
    ["Authorization", "Bearer abc"],
  ]) {
    it(`bypasses the cache for a request carrying ${name}`, async () => {
      const host = newHost();
      await plantMarker(host, "/");
      const res = await fetchPage(`${host}/`, { headers: { [name!]: value! } });
      expect(await res.text()).not.toContain("cached marker");
      const other = newHost();
      await fetchPage(`${other}/`, { headers: { [name!]: value! } });
      expect(await cache.match(keyFor(other, "/"))).toBeUndefined();
    });
  }

  it("never caches the owner's screens or a 404", async () => {
    const host = newHost();
    await plantMarker(host, "/admin");
    const admin = await fetchPage(`${host}/admin`);
    expect(await admin.text()).not.toContain("cached marker");
    const missing = await fetchPage(`${host}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await cache.match(keyFor(host, "/no-such-page"))).toBeUndefined();
  });

  it("ignores Cache-Control: no-cache from clients; the benchmarks' entry ([env.bench]) renders every request on a loopback host", async () => {
    const host = newHost();
    await plantMarker(host, "/");
    const client = await fetchPage(`${host}/`, { headers: { "Cache-Control": "no-cache" } });
    expect(await client.text()).toBe("<p>cached marker</p>");
    const throughBench = async (url: string) => {
      const ctx = createExecutionContext();
      const res = await benchWorker.fetch(new Request(url), env, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    // Elsewhere the bench entry is the Worker as deployed: the cache answers.
    expect(await (await throughBench(`${host}/`)).text()).toBe("<p>cached marker</p>");
    const benchHost = `http://bench-${++hostCount}.localhost`;
    await plantMarker(benchHost, "/");
    for (let i = 0; i < 2; i++) {
      const bench = await throughBench(`${benchHost}/`);
      expect(await bench.text()).not.toContain("cached marker");
      expect(bench.headers.get("Server-Timing")).toMatch(/^render;dur=/);
    }
    // The same host through the deployed entry is still served from the cache: nothing was switched.
    expect(await (await fetchPage(`${benchHost}/`)).text()).toBe("<p>cached marker</p>");
  });

  it("keeps the cache whatever the variables say: the old EDGE_CACHE = off turns nothing off", async () => {
    const host = newHost();
    await plantMarker(host, "/");
    const res = await fetchPage(`${host}/`, {}, { ...env, EDGE_CACHE: "off" } as Env);
    expect(await res.text()).toBe("<p>cached marker</p>");
  });

  it("answers HEAD from the cache with headers and no body", async () => {
    const host = newHost();
    await plantMarker(host, "/");
    const res = await fetchPage(`${host}/`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("ETag")).toBe('"marker"');
    expect(await res.text()).toBe("");
  });

  it("times responses with immutable headers (Response.redirect) instead of failing", async () => {
    const routes = new Hono();
    routes.use("*", edgeCache);
    routes.get("/old", () => Response.redirect("http://localhost/new", 301));
    const res = await routes.request("/old");
    expect(res.status).toBe(301);
    expect(res.headers.get("Server-Timing")).toMatch(/render;dur=/);
  });
});
