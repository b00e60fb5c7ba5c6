import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { assets } from "../src/manifest";

const asset = async (path: string) => {
  const res = await env.ASSETS.fetch(new Request(`http://localhost${path}`));
  expect(res.status, path).toBe(200);
  return res.text();
};

describe("islands bundle", () => {
  it("ships the owner's session watch to no visitor: the first-load JS lacks it, a chunk loaded on demand has it", async () => {
    const firstLoad = await Promise.all([assets.js, ...assets.jsPreload].map(asset));
    for (const code of firstLoad) expect(code).not.toContain("signInUrl");
    const adminChunk = firstLoad[0]!.match(/import\("\.\/(chunks\/registry-[A-Z0-9]+\.js)"\)/)?.[1];
    expect(adminChunk).toBeDefined();
    expect(await asset(`/build/${adminChunk}`)).toContain("signInUrl");
  });
});
