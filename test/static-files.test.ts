import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { assets } from "../src/manifest";

// The files under public/ are served by the asset server before the Worker runs, with the headers
// public/_headers declares; env.ASSETS is that server (the same _headers applied).
const asset = (path: string) => env.ASSETS.fetch(new Request(`http://localhost${path}`));
const page = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`));

describe("static files", () => {
  it("serves them with nosniff and a sandboxing CSP", async () => {
    const res = await asset("/favicon.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy") ?? "").toMatch(/default-src 'none'.*sandbox/);
  });

  it("serves the hashed stylesheet and entry script a page links with an immutable cache policy", async () => {
    const html = await (await page("/")).text();
    const css = html.match(/href="(\/build\/app-[0-9a-f]+\.css)"/)?.[1];
    const js = html.match(/import\("(\/build\/islands-[A-Z0-9]+\.js)"\)/)?.[1];
    expect([css, js], "the page links both assets").toEqual([assets.css, assets.js]);
    for (const path of [css!, js!]) {
      const res = await asset(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("public, max-age=31536000, immutable");
    }
  });

  it("keeps the build manifest, which the Worker reads at build time, out of the public files", async () => {
    expect((await asset("/build/manifest.json")).status).toBe(404);
    // Not a file: the request reaches the Worker, which has no such route.
    expect((await page("/build/manifest.json")).status).toBe(404);
  });
});
