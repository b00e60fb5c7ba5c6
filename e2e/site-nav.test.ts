import { desktop, expect, phone, test } from "./fixtures";
import { hydrated, scrollY, topOf } from "./site-helpers";

// The header's page-level behaviours once it has hydrated (islands/NavBar.tsx): its scrolled look,
// the smooth scroll to #contact and the way to the home page's service areas. Its menus, at every
// moment of the page's wake, are e2e/first-second.test.ts's; their links, test/site-chrome.test.ts's.

const menuToggle = 'header [aria-controls="mobile-menu"]';

for (const [name, viewport] of [
  ["phone", phone],
  ["desktop", desktop],
] as const) {
  test.describe(`navbar on ${name}`, () => {
    test.use(viewport);

    test("changes appearance once scrolled beyond 100 px, and back; Service Areas goes to the home page's section from another page", async ({
      page,
    }) => {
      await page.goto("/tomball-tx");
      await hydrated(page);
      const header = page.locator("header");
      await expect(header).toHaveAttribute("data-scrolled", "false");
      const flatShadow = await header.evaluate((el) => getComputedStyle(el).boxShadow);
      // Not yet scrolled far enough: the header's scroll listener has run on the scroll event, and
      // what it changed is rendered, two frames after it.
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            addEventListener("scroll", () => requestAnimationFrame(() => requestAnimationFrame(resolve)), { once: true });
            window.scrollTo({ top: 90, behavior: "instant" });
          }),
      );
      expect(await scrollY(page)).toBe(90);
      await expect(header).toHaveAttribute("data-scrolled", "false");
      await page.evaluate(() => window.scrollTo({ top: 150, behavior: "instant" }));
      await expect(header).toHaveAttribute("data-scrolled", "true");
      await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe(flatShadow);
      expect(await header.evaluate((el) => el.getBoundingClientRect().top), "stays at the top").toBe(0);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await expect(header).toHaveAttribute("data-scrolled", "false");

      if (name === "phone") {
        await page.locator(menuToggle).tap();
        await page.locator("#mobile-menu").getByText("Service Areas").tap();
      } else {
        await page.locator("header nav").getByRole("link", { name: "Service Areas" }).click();
      }
      await page.waitForURL("/#service-areas");
      await expect.poll(async () => Math.abs(await topOf(page.locator("#service-areas")))).toBeLessThan(120);
    });

    test("scrolls smoothly to #contact from the Get Free Quote Now button", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
      // The page notes where each scroll event leaves it: a jump has one event, at the target; a
      // smooth scroll starts far short of it. (A sample taken from here, some time after the click,
      // would depend on how busy the machine is.)
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { __scrolls: number[] }).__scrolls = seen;
        window.addEventListener("scroll", () => seen.push(window.scrollY), { passive: true });
      });
      await page.locator("main").getByText("Get Free Quote Now").first().click();
      const target = await page.locator("#contact").evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls.length)).toBeGreaterThan(0);
      const first = await page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls[0]!);
      expect(first < target - 200, `scrolls over time, not in one jump (first at ${first} of ${target})`).toBe(true);
      await expect.poll(async () => Math.abs((await scrollY(page)) - (target - 80))).toBeLessThan(40);
      await expect(page).toHaveURL(/#contact$/);
    });
  });
}
