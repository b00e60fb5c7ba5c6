import { describe, expect, it } from "vitest";
import { get } from "./html";

describe("share image revalidation", () => {
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
    const stale = await get("/api/og-image/tomball-tx", { headers: { "If-None-Match": '"og-000000000000"' } });
    expect(stale.status).toBe(200);
    expect(stale.headers.get("content-type")).toBe("image/png");
    expect((await stale.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
