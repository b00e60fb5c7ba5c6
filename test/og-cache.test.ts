import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../src/index";

const url = (path: string) => `http://localhost${path}`;
const get = (path: string, init?: RequestInit) => exports.default.fetch(new Request(url(path), init));

/** Runs a request through the app with extra vars, waiting for its background cache writes. */
async function fetchWithVars(path: string, vars: Record<string, string>, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(url(path), { headers }), { ...env, ...vars }, ctx);
  const body = new Uint8Array(await res.arrayBuffer());
  await waitOnExecutionContext(ctx);
  return { res, body };
}

describe("share image caching", () => {
  // The renderer loads on the first render (a dynamic import); load it here so that its one-time
  // transform is not counted against the first test's time limit.
  beforeAll(() => import("../src/og/render"), 60_000);

  it("renders once, then answers from the edge cache with the same bytes and headers", async () => {
    const first = await get("/api/og-image/conroe-tx");
    const firstBytes = new Uint8Array(await first.arrayBuffer());
    expect(first.headers.get("x-cache")).toBe("MISS");
    // The cache write runs after the response; poll briefly for it to land.
    let second = await get("/api/og-image/conroe-tx");
    for (let i = 0; i < 20 && second.headers.get("x-cache") !== "HIT"; i++) {
      await second.arrayBuffer();
      await new Promise((r) => setTimeout(r, 50));
      second = await get("/api/og-image/conroe-tx");
    }
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(firstBytes);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("content-type")).toBe("image/png");
    expect(second.headers.get("cache-control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
  });

  it("answers 304 without a body to a matching If-None-Match", async () => {
    const first = await get("/api/og-image");
    await first.arrayBuffer();
    const etag = first.headers.get("etag")!;
    const again = await get("/api/og-image", { headers: { "If-None-Match": `W/"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
    expect(await again.text()).toBe("");
  });

  it("gives each image its own ETag, and a stale ETag gets the image", async () => {
    const a = await get("/api/og-image/tomball-tx");
    const b = await get("/api/og-image/cypress-tx");
    await Promise.all([a.arrayBuffer(), b.arrayBuffer()]);
    expect(a.headers.get("etag")).not.toBe(b.headers.get("etag"));
    const stale = await get("/api/og-image/tomball-tx", { headers: { "If-None-Match": '"og-old-build-tomball-tx"' } });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
  });

  it("renders afresh only where configuration turns the edge cache off (wrangler.toml's [env.bench]), never for a request header", async () => {
    const path = "/api/og-image/houston-tx";
    await fetchWithVars(path, {});
    const ignored = await fetchWithVars(path, {}, { "x-og-bench-bypass": "", "cache-control": "no-cache" });
    expect(ignored.res.headers.get("x-cache")).toBe("HIT");
    const otherValue = await fetchWithVars(path, { EDGE_CACHE: "on" }, { "x-og-bench-bypass": "guess" });
    expect(otherValue.res.headers.get("x-cache")).toBe("HIT");
    const uncached = await fetchWithVars(path, { EDGE_CACHE: "off" });
    expect(uncached.res.headers.get("x-cache")).toBe("MISS");
    expect(uncached.body).toEqual(ignored.body);
  });
});
