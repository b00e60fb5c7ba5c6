import { notFoundRoute, siteRoutes } from "../tools/site-routes.mjs";
import { expect, phone, test } from "./fixtures";

// The loading rules Lighthouse scores indirectly, checked directly so a regression names its element.
// Issue 29: no render-blocking request at all; the whole stylesheet is linked once, after the largest paint.
test.describe("pages load with no render-blocking request and lazy below-the-fold images", () => {
  test.use(phone);

  for (const path of [...siteRoutes, notFoundRoute]) {
    test(`${path}: one stylesheet (after the paint), a module script, eager images in the first screen and lazy ones below`, async ({
      page,
    }) => {
      await page.goto(path, { waitUntil: "load" });
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
      const found = await page.evaluate(() => {
        const fold = window.innerHeight;
        const images = [...document.querySelectorAll("img")].map((img) => ({
          src: img.getAttribute("src"),
          top: img.getBoundingClientRect().top + window.scrollY,
          visible: img.getBoundingClientRect().height > 0,
          lazy: img.loading === "lazy",
        }));
        // The same file shown again lower down (the footer's copy of the header logo) costs nothing.
        const firstScreen = new Set(images.filter((i) => i.top < fold).map((i) => i.src));
        return {
          stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute("href")),
          blockingScripts: [...document.querySelectorAll("script[src]")]
            .filter((s) => (s as HTMLScriptElement).type !== "module" && !(s as HTMLScriptElement).defer && !(s as HTMLScriptElement).async)
            .map((s) => s.getAttribute("src")),
          lazyInFirstScreen: images.filter((i) => i.visible && i.top < fold && i.lazy).map((i) => i.src),
          eagerBelowFold: images.filter((i) => i.top > fold * 1.5 && !i.lazy && !firstScreen.has(i.src)).map((i) => i.src),
        };
      });
      expect(found.stylesheets.length, `stylesheets: ${found.stylesheets.join(", ")}`).toBe(1);
      expect(found.blockingScripts).toEqual([]);
      expect(found.lazyInFirstScreen, "images in the first screen (the LCP candidate) must not be lazy").toEqual([]);
      expect(found.eagerBelowFold, "images well below the fold must be loading=lazy").toEqual([]);
    });
  }
});
