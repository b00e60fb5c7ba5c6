import { expect, phone, test } from "./fixtures";
import { hydrated } from "./site-helpers";

// What a browser shows of hydration. Over HTTP (worker tests): the hashed assets' cache policy and the
// private build manifest (test/static-files.test.ts), the 404 page (test/app.test.ts).
test.describe("islands hydrate in Chromium", () => {
  test.use(phone);

  test("hydrates the islands when they wake, without console errors or hydration warnings; the footer year is server text", async ({
    page,
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
  });
});
