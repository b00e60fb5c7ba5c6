import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "../src/content/pages";

const get = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://localhost${path}`, init));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the PNG's IHDR chunk, which always comes first. */
function pngSize(bytes: Uint8Array) {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe("IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("share images", () => {
  // The renderer loads on the first render (a dynamic import); load it here so that its one-time
  // transform is not counted against the first test's time limit.
  beforeAll(() => import("../src/og/render"), 60_000);

  for (const path of ["/api/og-image", ...pages.map((page) => `/api/og-image/${page.key}`)]) {
    it(`${path} is a 1200x630 PNG of at most 300 KB with cache headers`, async () => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("cache-control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
      expect(res.headers.get("etag")).toMatch(/^"og-[^"]+"$/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
    });
  }

  it("answers 404 for an unknown page key", async () => {
    const res = await get("/api/og-image/atlantis-tx");
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });
});
