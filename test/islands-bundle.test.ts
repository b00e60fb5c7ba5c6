import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { assets } from "../src/manifest";

const asset = async (path: string) => {
  const res = await env.ASSETS.fetch(new Request(`http://localhost${path}`));
  expect(res.status, path).toBe(200);
  return res.text();
};
const scriptOf = async (path: string) => (await (await exports.default.fetch(new Request(`http://localhost${path}`))).text()).match(/<script type="module" src="([^"]+)">/)?.[1];

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
});
