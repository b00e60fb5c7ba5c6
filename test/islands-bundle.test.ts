import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { assets } from "../src/manifest";

const asset = async (path: string) => {
  const res = await env.ASSETS.fetch(new Request(`http://localhost${path}`));
  expect(res.status, path).toBe(200);
  return res.text();
};
const scriptOf = async (path: string) => (await (await exports.default.fetch(new Request(`http://localhost${path}`))).text()).match(/<script type="module" src="([^"]+)"/)?.[1];

describe("islands bundles", () => {
  it("ships the owner's session watch to no visitor: the public first load lacks it, the admin bundle has it", async () => {
    for (const code of await Promise.all([assets.js, ...assets.jsPreload].map(asset))) expect(code).not.toContain("signInUrl");
    const admin = await Promise.all([assets.admin.js, ...assets.admin.jsPreload].map(asset));
    expect(admin.some((code) => code.includes("signInUrl"))).toBe(true);
  });

  it("links the public bundle on public pages and the admin bundle under /admin", async () => {
    expect(assets.admin.js).not.toBe(assets.js);
    expect(await scriptOf("/")).toBe(assets.js);
    expect(await scriptOf("/this-page-does-not-exist")).toBe(assets.js);
    expect(await scriptOf("/admin/sign-in")).toBe(assets.admin.js);
  });

  it("gives public pages one small entry and no modulepreload; every island says when it wakes", async () => {
    expect(assets.jsPreload).toEqual([]);
    const entry = await asset(assets.js);
    // The entry names the code that waits (React and the islands, the counters) by URL, never imports it statically.
    expect(entry).not.toMatch(/^import|[;}]import\s*[{"]/);
    expect(entry).toContain(assets.wake.react[0]);
    expect(entry).toContain(assets.wake.counters[0]);
    for (const path of ["/", "/junk-removal", "/es/spring-tx", "/privacy", "/this-page-does-not-exist"]) {
      const html = await (await exports.default.fetch(new Request(`http://localhost${path}`))).text();
      expect(html, path).not.toContain("modulepreload");
      // Fetched at low priority: nothing the first paint needs waits behind it.
      expect(html.toLowerCase(), path).toContain(`<script type="module" src="${assets.js.toLowerCase()}" fetchpriority="low"></script>`);
      const wakes = [...html.matchAll(/data-island="(\w+)" data-wake="(\w+)"/g)].map((m) => `${m[1]}:${m[2]}`);
      expect(wakes.length, path).toBe((html.match(/data-island=/g) ?? []).length);
      expect(wakes, path).toContain("NavBar:interaction");
    }
    const home = await (await exports.default.fetch(new Request("http://localhost/"))).text();
    expect(home).toContain('data-island="Counters" data-wake="visible"');
    expect(home).toContain('data-island="QuoteForm" data-wake="near"');
    // The owner's screens load their bundle at once, as before.
    expect(await (await exports.default.fetch(new Request("http://localhost/admin/sign-in"))).text()).toContain("modulepreload");
  });
});
