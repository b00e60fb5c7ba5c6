import { expect, phone, test } from "./fixtures";
import { hydrated } from "./site-helpers";

test.describe("islands hydrate in Chromium", () => {
  test.use(phone);

  test("hydrates the islands when they wake, without console errors or hydration warnings; the footer year is server text", async ({
    page,
    problems,
  }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // React attaches its fiber to hydrated DOM nodes; a server-only node has none.
    const isReact = (name: string) =>
      page
        .locator(`[data-island="${name}"]`)
        .evaluate((el) => Object.keys(el.firstElementChild ?? {}).some((k) => k.startsWith("__reactFiber")));
    // Before any interaction only the counters have run, and they are no React island.
    await expect(page.locator("[data-counters]")).not.toHaveAttribute("data-counters", "waiting");
    expect(await isReact("Counters"), "the counters need no React").toBe(false);
    expect(await isReact("NavBar"), "the header waits for the visitor").toBe(false);
    await hydrated(page);
    await page.locator("#quote-form").scrollIntoViewIfNeeded();
    await expect(page.getByRole("form", { name: "Request Free Quote" })).toHaveAttribute("data-awake", "");
    for (const name of ["NavBar", "QuoteForm"]) expect(await isReact(name), `${name} was not hydrated`).toBe(true);
    await expect(page.locator("footer")).toContainText(new RegExp(`© ${new Date().getFullYear()} `));
    expect(problems).toEqual([]);
  });

  test("serves the hashed assets with an immutable cache policy", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const css = html.match(/href="(\/build\/app-[0-9a-f]+\.css)"/)?.[1];
    const js = html.match(/import\("(\/build\/islands-[A-Z0-9]+\.js)"\)/)?.[1];
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
