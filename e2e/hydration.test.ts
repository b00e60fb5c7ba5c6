import { expect, phone, test } from "./fixtures";

test.describe("islands hydrate in Chromium", () => {
  test.use(phone);

  test("hydrates the islands without console errors or hydration warnings; the footer year is server text", async ({ page, problems }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const island = page.locator('[data-island="Counters"]');
    await expect(island).toHaveCount(1);
    // React attaches its fiber to hydrated DOM nodes; a server-only node has none.
    const hydrated = await island.evaluate((el) => Object.keys(el.firstElementChild ?? {}).some((k) => k.startsWith("__reactFiber")));
    expect(hydrated, "island was not hydrated").toBe(true);
    await expect(page.locator("footer")).toContainText(new RegExp(`© ${new Date().getFullYear()} `));
    expect(problems).toEqual([]);
  });

  test("serves the hashed assets with an immutable cache policy", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const css = html.match(/href="(\/build\/app-[0-9a-f]+\.css)"/)?.[1];
    const js = html.match(/src="(\/build\/islands-[A-Z0-9]+\.js)"/)?.[1];
    expect(css && js, "shell links both assets").toBeTruthy();
    for (const path of [css!, js!]) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    const manifest = await request.get("/build/manifest.json");
    expect(manifest.status(), "the build manifest is not public").not.toBe(200);
  });

  test("answers an unknown path with the 404 page", async ({ request }) => {
    const res = await request.get("/anything-else");
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/404 Page Not Found/);
    expect(html).toMatch(/Did you forget to add the page to the router\?/);
  });
});
