import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { pages } from "../src/content/site-map";
import { assets } from "../src/manifest";
import { get } from "./html";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the PNG's IHDR chunk, which always comes first. */
function pngSize(bytes: Uint8Array) {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe("IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const imagePaths = ["/api/og-image", ...pages.map((page) => `/api/og-image/${page.key}`)];

describe("share images", () => {
  const served = new Map<string, Uint8Array>();

  for (const path of imagePaths) {
    it(`${path} is a 1200x630 PNG of at most 300 KB with cache headers`, async () => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("cache-control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
      expect(res.headers.get("etag")).toMatch(/^"og-[0-9a-f]{12}"$/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
      served.set(path, bytes);
    });
  }

  it("draws each page its own image: no two pages share one, except the home page and the default", async () => {
    for (const path of imagePaths) if (!served.has(path)) served.set(path, new Uint8Array(await (await get(path)).arrayBuffer()));
    const digests = new Map<string, string>();
    for (const [path, bytes] of served) {
      const digest = [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
      digests.set(path, digest);
    }
    // The English home page's headline is the default one: same words, same picture.
    expect(digests.get("/api/og-image/home")).toBe(digests.get("/api/og-image"));
    const others = imagePaths.filter((p) => p !== "/api/og-image/home").map((p) => digests.get(p));
    expect(new Set(others).size).toBe(others.length);
  });

  it("serves the file the build drew, the one the manifest names", async () => {
    const file = assets.shareImages["spring-tx"]!;
    expect(file).toMatch(/^\/build\/og\/spring-tx-[0-9a-f]{12}\.png$/);
    const stored = new Uint8Array(await (await env.ASSETS.fetch(new Request(`http://localhost${file}`))).arrayBuffer());
    const res = await get("/api/og-image/spring-tx");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(stored);
    expect(res.headers.get("etag")).toBe(`"og-${file.slice(-16, -4)}"`);
  });

  it("answers 404 for an unknown page key", async () => {
    const res = await get("/api/og-image/atlantis-tx");
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });
});
