import { desktop, expect, phone, test } from "./fixtures";
import { hydrated, scrollY, topOf } from "./site-helpers";

const servicesButton = 'header button[aria-controls="services-menu"]';
const servicesMenu = "#services-menu";
const menuToggle = 'header [aria-controls="mobile-menu"]';

test.describe("Services dropdown (desktop 1440x900)", () => {
  test.use(desktop);

  test("opens on hover and closes when the mouse leaves", async ({ page, problems }) => {
    await page.goto("/");
    await hydrated(page);
    const button = page.locator(servicesButton);
    const menu = page.locator(servicesMenu);
    await expect(menu).toBeHidden();
    await button.hover();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(menu.locator("a")).toHaveCount(6);
    await menu.locator("a").nth(5).hover();
    await expect(menu, "stays open while the pointer moves into it").toBeVisible();
    await page.mouse.move(700, 600);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    expect(problems).toEqual([]);
  });

  test("opens and closes on click, closes on a click elsewhere, and its links navigate", async ({ page }) => {
    await page.goto("/spring-tx");
    await hydrated(page);
    const button = page.locator(servicesButton);
    const menu = page.locator(servicesMenu);
    await button.click();
    await expect(menu).toBeVisible();
    // A wrong close (the click toggling what the hover opened) would happen within this window.
    await page.waitForTimeout(200);
    await expect(menu, "a click after the hover-open keeps it open").toBeVisible();
    await button.click();
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    // A click elsewhere closes it even when the pointer never left (a keyboard-opened menu).
    await button.focus();
    await page.evaluate(() => document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true })));
    await expect(menu).toBeHidden();
    await button.click();
    await menu.getByText("Appliance Removal").click();
    await page.waitForURL("/appliance-removal");
    await expect(page.locator("h1")).toHaveText(/Appliance Removal/, { useInnerText: true });
  });

  test("works by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = page.locator(servicesButton);
    const menu = page.locator(servicesMenu);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.locator('a[href="/junk-removal"]')).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    for (let i = 0; i < 7; i++) await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();
  });

  test.describe(() => {
    test.use({ viewport: { width: 1180, height: 820 }, hasTouch: true, isMobile: true });

    test("opens with a tap on a touch screen (no hover-then-toggle) and a tap on a link navigates", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      const menu = page.locator(servicesMenu);
      await page.locator(servicesButton).tap();
      await expect(menu).toBeVisible();
      // A hover-open followed by a toggle-close would happen within this window.
      await page.waitForTimeout(300);
      await expect(menu).toBeVisible();
      await menu.getByText("Demo & Removal").tap();
      await page.waitForURL("/demo-removal");
    });
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test("still opens on hover and focus without JavaScript", async ({ page }) => {
      await page.goto("/");
      const menu = page.locator(servicesMenu);
      await page.locator(servicesButton).hover();
      await expect(menu).toBeVisible();
      await menu.getByText("Furniture Removal").click();
      await page.waitForURL("/furniture-removal");
    });
  });
});

test.describe("mobile menu (phone 390x844)", () => {
  test.use(phone);

  test("toggles with aria-expanded and closes on Escape", async ({ page, problems }) => {
    await page.goto("/");
    await hydrated(page);
    const toggle = page.locator(menuToggle);
    const menu = page.locator("#mobile-menu");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await toggle.tap();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.locator("a"), "home, six services, areas, contact, call").toHaveCount(10);
    await menu.locator("a").nth(2).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle, "focus returns to the toggle").toBeFocused();
    await toggle.tap();
    await toggle.tap();
    await expect(menu).toBeHidden();
    expect(problems).toEqual([]);
  });

  test("closes on navigation within the page (Contact) and to another page", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const toggle = page.locator(menuToggle);
    const menu = page.locator("#mobile-menu");
    await toggle.tap();
    await menu.getByText("Contact").tap();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect.poll(async () => Math.abs(await topOf(page.locator("#contact")))).toBeLessThan(120);
    await toggle.tap();
    await menu.getByText("Moving Services").tap();
    await page.waitForURL("/moving-services");
    await hydrated(page);
    await expect(menu).toBeHidden();
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test("opens without JavaScript too (the toggle links to the menu)", async ({ page }) => {
      await page.goto("/");
      const menu = page.locator("#mobile-menu");
      await page.locator(menuToggle).tap();
      await expect(menu).toBeVisible();
      await menu.getByText("Cleanouts").tap();
      await page.waitForURL("/complete-cleanouts");
    });
  });
});

for (const [name, viewport] of [
  ["phone", phone],
  ["desktop", desktop],
] as const) {
  test.describe(`navbar on ${name}`, () => {
    test.use(viewport);

    test("changes appearance once scrolled beyond 100 px, and back", async ({ page }) => {
      await page.goto("/junk-removal");
      await hydrated(page);
      const header = page.locator("header");
      await expect(header).toHaveAttribute("data-scrolled", "false");
      const flatShadow = await header.evaluate((el) => getComputedStyle(el).boxShadow);
      await page.evaluate(() => window.scrollTo({ top: 90, behavior: "instant" }));
      // Not yet scrolled far enough: a wrong switch would show within this window.
      await page.waitForTimeout(150);
      await expect(header).toHaveAttribute("data-scrolled", "false");
      await page.evaluate(() => window.scrollTo({ top: 150, behavior: "instant" }));
      await expect(header).toHaveAttribute("data-scrolled", "true");
      await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe(flatShadow);
      expect(await header.evaluate((el) => el.getBoundingClientRect().top), "stays at the top").toBe(0);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await expect(header).toHaveAttribute("data-scrolled", "false");
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

    test("Service Areas goes to the home page's section from another page", async ({ page }) => {
      await page.goto("/tomball-tx");
      await hydrated(page);
      if (name === "phone") {
        await page.locator(menuToggle).tap();
        await page.locator("#mobile-menu").getByText("Service Areas").tap();
      } else {
        await page.locator("header nav").getByRole("link", { name: "Service Areas" }).click();
      }
      await page.waitForURL("/#service-areas");
      await expect.poll(async () => Math.abs(await topOf(page.locator("#service-areas")))).toBeLessThan(120);
    });
  });
}
