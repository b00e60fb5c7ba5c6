import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { BASE_URL, launch, openPage, phone } from "./browser.ts";

describe("islands hydrate in Chromium", () => {
  let browser: Browser;
  before(async () => (browser = await launch()));
  after(() => browser.close());

  it("hydrates the islands without console errors or hydration warnings; the footer year is server text", async () => {
    const { page, context, problems } = await openPage(browser, "/", phone);
    await page.waitForLoadState("networkidle");
    const island = page.locator('[data-island="Counters"]');
    assert.equal(await island.count(), 1);
    // React attaches its fiber to hydrated DOM nodes; a server-only node has none.
    const hydrated = await island.evaluate((el) => Object.keys(el.firstElementChild ?? {}).some((k) => k.startsWith("__reactFiber")));
    assert.equal(hydrated, true, "island was not hydrated");
    assert.match((await page.locator("footer").textContent()) ?? "", new RegExp(`© ${new Date().getFullYear()} `));
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("serves the hashed assets with an immutable cache policy", async () => {
    const html = await (await fetch(BASE_URL + "/")).text();
    const css = html.match(/href="(\/build\/app-[0-9a-f]+\.css)"/)?.[1];
    const js = html.match(/src="(\/build\/islands-[A-Z0-9]+\.js)"/)?.[1];
    assert.ok(css && js, "shell links both assets");
    for (const path of [css, js]) {
      const res = await fetch(BASE_URL + path);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable");
    }
    const manifest = await fetch(BASE_URL + "/build/manifest.json");
    assert.notEqual(manifest.status, 200, "the build manifest is not public");
  });

  it("answers an unknown path with the 404 page", async () => {
    const res = await fetch(BASE_URL + "/anything-else");
    assert.equal(res.status, 404);
    const html = await res.text();
    assert.match(html, /404 Page Not Found/);
    assert.match(html, /Did you forget to add the page to the router\?/);
  });
});
