import { siteRoutes } from "../tools/site-routes.mjs";
import { desktop, expect, hasHorizontalScroll, phone, test } from "./fixtures";
import { hydrated } from "./site-helpers";

// One test per page and size, so that the pages spread over the workers and a failure names its page.
test.describe("layout and console", () => {
  for (const width of [320, 390]) {
    test.describe(`no horizontal scroll at ${width} px on any page, menu open or closed, nor on the 404`, () => {
      test.use({ ...phone, viewport: { width, height: 800 } });

      for (const path of [...siteRoutes, "/no-such-page"]) {
        test(`${path} at ${width} px`, async ({ page }) => {
          await page.goto(path);
          await hydrated(page);
          expect(await hasHorizontalScroll(page), `${path} scrolls sideways at ${width} px`).toBe(false);
          await page.tap('header [aria-controls="mobile-menu"]');
          await expect(page.locator("#mobile-menu")).toBeVisible();
          expect(await hasHorizontalScroll(page), `${path} with the menu open at ${width} px`).toBe(false);
        });
      }
    });
  }

  test.describe(() => {
    test.use({ viewport: { width: 1920, height: 1080 } });

    test("has no horizontal scroll at 1920 px", async ({ page }) => {
      await page.goto("/");
      expect(await hasHorizontalScroll(page)).toBe(false);
    });
  });

  for (const [name, viewport] of [
    ["phone", phone],
    ["desktop", desktop],
  ] as const) {
    test.describe(`loads every page on ${name} without console errors or warnings`, () => {
      test.use(viewport);

      for (const path of siteRoutes) {
        test(`${path} on ${name}`, async ({ page, problems }) => {
          await page.goto(path);
          await hydrated(page);
          await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
          await page.waitForLoadState("networkidle");
          expect(problems, path).toEqual([]);
        });
      }
    });
  }
});
