import type { Page, Request } from "@playwright/test";
import { desktop, expect, phone, test } from "./fixtures";
import { fillFields, form, ownClientAddress, submitButton } from "./quote-helpers";
import { belowHeaderOnScreen, hydrated, scrollSettled } from "./site-helpers";

// Issue 29, part 1: no dead moments. Every control of the public pages behaves the same at each
// moment of the page's wake: without JavaScript; before the entry script has run (its request held);
// while the islands' code loads (React's chunk held, after the entry asked for it); after hydration.
// A held request is let go inside the test where the control's answer needs the code, which proves
// that nothing done in the gap is lost or done twice.

const moments = ["JavaScript off", "before the entry script", "while the islands' code loads", "after hydration"] as const;
type Moment = (typeof moments)[number];

const entryScript = /\/build\/islands-\w+\.js$/;
const islandsCode = /\/build\/chunks\/react-islands-\w+\.js$/;

/** Holds every request matching `pattern` until release(); lists what was asked for meanwhile. */
async function hold(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(pattern, async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue().catch(() => {}); // the page may have moved on
  });
  return { release, asked };
}

/**
 * Opens `path` at `moment`. Before the entry script, the entry is held; while the islands' code
 * loads, React's chunk is held (asked for at the first interaction, or when the form comes near).
 * `release` lets the held code go (a no-op for the other moments).
 */
async function openAt(page: Page, path: string, moment: Moment) {
  const held =
    moment === "before the entry script"
      ? await hold(page, entryScript)
      : moment === "while the islands' code loads"
        ? await hold(page, islandsCode)
        : undefined;
  await page.goto(path);
  if (moment === "after hydration") await hydrated(page);
  if (moment !== "JavaScript off") await expect(page.locator("html[data-js]")).toBeAttached();
  if (moment === "before the entry script") await expect.poll(() => held!.asked.length, { message: "the entry was asked for" }).toBe(1);
  // The entry must be up (its listeners in place) for the first interaction to ask for the islands' code.
  if (moment === "while the islands' code loads") {
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => /\/build\/islands-\w+\.js$/.test(e.name)));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  }
  return {
    release: () => held?.release(),
    /** Whether the islands' code has been asked for and is still held (the gap this moment is about). */
    inTheGap: () => (moment === "while the islands' code loads" ? held!.asked.length > 0 : true),
  };
}

const notHydrated = async (page: Page) => {
  await expect(page.locator("header[data-enhanced]")).toHaveCount(0);
  await expect(page.locator("form[data-awake]")).toHaveCount(0);
};

/** Records, from now on, whether `selector` is ever not displayed in a frame. */
const watchStaysShown = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const w = window as unknown as { __hiddenOnce?: boolean };
    w.__hiddenOnce = false;
    const check = () => {
      const el = document.querySelector(sel);
      if (!el || !(el as HTMLElement).checkVisibility()) w.__hiddenOnce = true;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, selector);
const wasHiddenOnce = (page: Page) => page.evaluate(() => (window as unknown as { __hiddenOnce?: boolean }).__hiddenOnce);

const servicesButton = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
const servicesMenu = (page: Page) => page.locator("#services-menu");
const menuToggle = (page: Page) => page.locator("header").getByRole("button", { name: /Open menu|Close menu/ });
const mobileMenu = (page: Page) => page.locator("#mobile-menu");
const firstName = (page: Page) => page.getByLabel("First Name", { exact: true });

async function centreOf(page: Page, locator: ReturnType<Page["locator"]>) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

for (const moment of moments) {
  const js = moment !== "JavaScript off";

  test.describe(`at the moment "${moment}"`, () => {
    if (!js) test.use({ javaScriptEnabled: false });

    test.describe("the Services dropdown at 1440 x 900", () => {
      test.use(desktop);

      for (const [how, steps] of [
        ["in one move", 1],
        ["in many moves", 25],
      ] as const) {
        test(`a hover reached ${how} opens it, it stays open as the page wakes, and leaving closes it`, async ({ page }) => {
          const { release, inTheGap } = await openAt(page, "/", moment);
          await page.mouse.move(700, 600);
          const { x, y } = await centreOf(page, servicesButton(page));
          await page.mouse.move(x, y, { steps });
          await expect(servicesMenu(page)).toBeVisible();
          if (js) await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "true");
          await watchStaysShown(page, "#services-menu");
          if (moment === "while the islands' code loads") expect(inTheGap(), "the hover asked for the islands' code").toBe(true);
          // The page wakes under the pointer: the header hydrates once its code arrives.
          release();
          if (moment === "while the islands' code loads") await expect(page.locator("header[data-enhanced]")).toBeAttached();
          await page.waitForTimeout(300);
          if (js) expect(await wasHiddenOnce(page), "never closed under the pointer").toBe(false);
          await expect(servicesMenu(page)).toBeVisible();
          await page.mouse.move(700, 600, { steps: 5 });
          await expect(servicesMenu(page)).toBeHidden();
        });
      }

      test("a click right after a hover opened it keeps it open", async ({ page }) => {
        await openAt(page, "/", moment);
        await servicesButton(page).hover();
        await expect(servicesMenu(page)).toBeVisible();
        await servicesButton(page).click();
        await page.waitForTimeout(300);
        await expect(servicesMenu(page)).toBeVisible();
        await servicesMenu(page).getByRole("link", { name: "Furniture Removal" }).click();
        await page.waitForURL("/furniture-removal");
      });

      test("Enter opens it and its links are reached with Tab", async ({ page }) => {
        await openAt(page, "/spring-tx", moment);
        await servicesButton(page).focus();
        await page.keyboard.press("Enter");
        await expect(servicesMenu(page)).toBeVisible();
        await page.keyboard.press("Tab");
        await expect(servicesMenu(page).getByRole("link", { name: "Junk Removal" })).toBeFocused();
        await expect(servicesMenu(page)).toBeVisible();
      });

      // Without JavaScript nothing can answer Escape: a menu open by CSS stays open until the
      // pointer or the focus leaves it (the test above it shows both leave paths work).
      if (js)
        test("Escape closes it, after Enter and under the pointer, and focus stays on its button", async ({ page }) => {
          await openAt(page, "/", moment);
          await servicesButton(page).focus();
          await page.keyboard.press("Enter");
          await expect(servicesMenu(page)).toBeVisible();
          await page.keyboard.press("Escape");
          await expect(servicesMenu(page)).toBeHidden();
          await expect(servicesButton(page)).toBeFocused();
          await servicesButton(page).hover();
          await expect(servicesMenu(page)).toBeVisible();
          await page.keyboard.press("Escape");
          await expect(servicesMenu(page)).toBeHidden();
          await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "false");
        });
    });

    test.describe("on a 390 x 844 phone", () => {
      test.use(phone);

      test("a tap opens the menu, a second tap closes it, and a link in it closes it", async ({ page }) => {
        const { release } = await openAt(page, "/junk-removal", moment);
        const toggleAt = await centreOf(page, menuToggle(page));
        await page.touchscreen.tap(toggleAt.x, toggleAt.y);
        await expect(mobileMenu(page)).toBeVisible();
        await watchStaysShown(page, "#mobile-menu").catch(() => {}); // without JavaScript there is no watching
        if (js) await expect(page.locator("header").getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
        release();
        await page.waitForTimeout(300);
        if (js) expect(await wasHiddenOnce(page), "stayed open as the page woke").toBe(false);
        await page.touchscreen.tap(toggleAt.x, toggleAt.y);
        await expect(mobileMenu(page)).toBeHidden();
        await page.touchscreen.tap(toggleAt.x, toggleAt.y);
        await expect(mobileMenu(page)).toBeVisible();
        await mobileMenu(page).getByRole("link", { name: "Contact" }).tap();
        await expect(mobileMenu(page)).toBeHidden();
        await expect(page).toHaveURL(/#contact$/);
      });

      if (js)
        test("Escape closes the menu and hands the focus back to its button", async ({ page }) => {
          await openAt(page, "/junk-removal", moment);
          await menuToggle(page).focus();
          await page.keyboard.press("Enter");
          await expect(mobileMenu(page)).toBeVisible();
          await page.keyboard.press("Tab");
          await page.keyboard.press("Escape");
          await expect(mobileMenu(page)).toBeHidden();
          await expect(page.locator("header").getByRole("button", { name: "Open menu" })).toBeFocused();
        });

      test("the bottom bar is at the foot of the screen, and its Free Quote lands on the form", async ({ page }) => {
        await openAt(page, "/", moment);
        const bar = page.getByRole("navigation", { name: "Call or request a quote" });
        await expect(bar).toBeVisible();
        expect(await bar.evaluate((el) => el.getBoundingClientRect().bottom)).toBe(844);
        await bar.getByRole("link", { name: "Free Quote" }).tap();
        await expect(page).toHaveURL(/#contact$/);
        await scrollSettled(page);
        expect(await belowHeaderOnScreen(firstName(page))).toBe(true);
      });

      test("the hero's Get Free Quote ends with First Name on screen below the header", async ({ page }) => {
        await openAt(page, "/spring-tx", moment);
        await page.locator("main").getByRole("link", { name: "Get Free Quote" }).first().tap();
        await expect(page).toHaveURL(/#contact$/);
        await scrollSettled(page);
        expect(await belowHeaderOnScreen(firstName(page))).toBe(true);
      });

      test("an empty submit shows Required under each of the six required fields and focuses the first", async ({ page }) => {
        const { release, inTheGap } = await openAt(page, "/", moment);
        const posts: Request[] = [];
        page.on("request", (r) => r.method() === "POST" && posts.push(r));
        await form(page).scrollIntoViewIfNeeded();
        if (moment === "while the islands' code loads")
          await expect.poll(inTheGap, { message: "the form's nearing asked for its code" }).toBe(true);
        await submitButton(page).tap();
        if (js && moment !== "after hydration") {
          // Held, not lost and not posted: no browser bubble, no request, until the form's code is up.
          await page.waitForTimeout(500);
          expect(posts).toEqual([]);
          await notHydrated(page);
          release();
        }
        await expect(form(page).getByText("Required", { exact: true })).toHaveCount(6);
        await expect(firstName(page)).toBeFocused();
        expect(posts.length, js ? "checked in the page" : "checked by the server").toBe(js ? 0 : 1);
      });

      test.describe(() => {
        test.use({ extraHTTPHeaders: ownClientAddress });

        test("a request typed and sent (twice over) before the page woke is sent once, with what was typed", async ({ page }) => {
          const { release } = await openAt(page, "/", moment);
          const posts: Request[] = [];
          page.on("request", (r) => r.method() === "POST" && r.url().includes("/api/quote-requests") && posts.push(r));
          await form(page).scrollIntoViewIfNeeded();
          await fillFields(page, { "First Name": "Rosa" });
          // A double tap, the second landing wherever the button was (without JavaScript, one tap: the browser's own post).
          await submitButton(page).scrollIntoViewIfNeeded();
          const at = await centreOf(page, submitButton(page));
          await page.touchscreen.tap(at.x, at.y);
          if (js) await page.touchscreen.tap(at.x, at.y);
          if (js && moment !== "after hydration") {
            await page.waitForTimeout(500);
            expect(posts).toEqual([]);
            release();
          }
          await expect(form(page).getByRole("status", { name: "Quote request received" })).toBeVisible();
          await page.waitForTimeout(500);
          expect(posts).toHaveLength(1);
          expect(posts[0]!.postData()).toContain("Rosa");
        });
      });
    });
  });
}
