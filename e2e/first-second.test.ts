import type { Page, Request } from "@playwright/test";
import { desktop, expect, phone, test } from "./fixtures";
import { fillFields, form, ownClientAddress, submitButton } from "./quote-helpers";
import { belowHeaderOnScreen, entryHasRun, frames, hydrated, scrollSettled, topOf } from "./site-helpers";

// Issue 29, part 1: no dead moments. Every control of the public pages behaves the same at each
// moment of the page's wake: without JavaScript; before the entry script has run (its request held);
// while the islands' code loads (React's chunk held, after the entry asked for it); after hydration.
// A held request is let go inside the test where the control's answer needs the code, which proves
// that nothing done in the gap is lost or done twice. What needs no release is checked in one page
// per moment and screen; what is let go, once per page.

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
 * `wake` lets the held code go and resolves once it has done what it does on its own: the entry
 * has run (it wakes the header only at the next interaction), or the header has hydrated. For the
 * other moments it does nothing.
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
  if (moment === "while the islands' code loads") await entryHasRun(page);
  return {
    wake: async () => {
      if (!held) return;
      held.release();
      if (moment === "before the entry script") await entryHasRun(page);
      else await expect(page.locator("header[data-enhanced]")).toBeAttached();
      // What the woken code does at once (a render, the menus' sync in the next frame) is painted by now.
      await frames(page);
    },
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
// A button once the early script has run; without JavaScript, the link to #mobile-menu it is.
const menuToggle = (page: Page, js = true) => page.locator("header").getByRole(js ? "button" : "link", { name: /Open menu|Close menu/ });
const mobileMenu = (page: Page) => page.locator("#mobile-menu");
const firstName = (page: Page) => page.getByLabel("First Name", { exact: true });
const bottomBar = (page: Page) => page.getByRole("navigation", { name: "Call or request a quote" });

async function centreOf(page: Page, locator: ReturnType<Page["locator"]>) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Listens for the quote requests the page posts from now on. */
function quotePosts(page: Page) {
  const posts: Request[] = [];
  page.on("request", (r) => r.method() === "POST" && r.url().includes("/api/quote-requests") && posts.push(r));
  return posts;
}

/** A hover reached in `steps` moves opens the Services dropdown; the pointer moving into it keeps it open, and leaving closes it. */
async function hoverOpensDropdown(page: Page, js: boolean, steps: number, wake?: () => Promise<void>, inTheGap?: () => boolean) {
  await page.mouse.move(700, 600);
  const { x, y } = await centreOf(page, servicesButton(page));
  await page.mouse.move(x, y, { steps });
  await expect(servicesMenu(page), `reached in ${steps} moves`).toBeVisible();
  if (js) await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "true");
  if (wake) {
    await watchStaysShown(page, "#services-menu");
    if (inTheGap) await expect.poll(inTheGap, { message: "the hover asked for the islands' code" }).toBe(true);
    // The page wakes under the pointer.
    await wake();
    expect(await wasHiddenOnce(page), "never closed under the pointer").toBe(false);
    await expect(servicesMenu(page)).toBeVisible();
  }
  await servicesMenu(page).getByRole("link").last().hover();
  await expect(servicesMenu(page), "stays open while the pointer moves into it").toBeVisible();
  await page.mouse.move(700, 600, { steps: 5 });
  await expect(servicesMenu(page)).toBeHidden();
  if (js) await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "false");
}

/**
 * The Services dropdown by keyboard and clicks: Enter opens it and Tab reaches its links, Escape
 * closes it (after Enter and under the pointer) leaving the focus on its button, the focus leaving
 * closes it, a click right after a hover keeps it open, a second click and a click elsewhere close
 * it, and its links navigate.
 */
async function dropdownByKeyboardAndClicks(page: Page, js: boolean) {
  const button = servicesButton(page);
  const menu = servicesMenu(page);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Junk Removal" })).toBeFocused();
  await expect(menu).toBeVisible();
  // Without JavaScript nothing can answer Escape: a menu open by CSS stays open until the pointer
  // or the focus leaves it.
  if (js) {
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button, "Escape leaves the focus on the button").toBeFocused();
  }
  await button.focus();
  if (js) await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  for (let i = 0; i < 7; i++) await page.keyboard.press("Tab");
  await expect(menu, "the focus leaving closes it").toBeHidden();

  if (js) {
    await button.hover();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu, "Escape closes it under the pointer").toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.mouse.move(700, 600);
  }

  await button.hover();
  await expect(menu).toBeVisible();
  await button.click();
  // A wrong close (the click toggling what the hover opened) is done by the click's own handlers;
  // the menus' script brings aria-expanded in line in the next frame.
  if (js) {
    await frames(page);
    await expect(button).toHaveAttribute("aria-expanded", "true");
  }
  expect(await menu.isVisible(), "a click right after a hover keeps it open").toBe(true);
  if (js) {
    await button.click();
    await expect(menu, "a second click closes it under the pointer").toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    // A click elsewhere closes it even when the pointer never left (a keyboard-opened menu).
    await button.focus();
    await page.evaluate(() => document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true })));
    await expect(menu, "a click elsewhere closes it").toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
  }
  await menu.getByRole("link", { name: "Furniture Removal" }).click();
  await page.waitForURL("/furniture-removal", { waitUntil: "commit" });
}

/** The phone's menu: a tap opens it (with `wake`, it stays open as the page wakes), a second tap closes it, and a link in it closes it. */
async function phoneMenuByTaps(page: Page, js: boolean, wake?: () => Promise<void>) {
  if (!js) await expect(menuToggle(page, js), "announced as the link it is").not.toHaveAttribute("aria-expanded");
  const toggleAt = await centreOf(page, menuToggle(page, js));
  await page.touchscreen.tap(toggleAt.x, toggleAt.y);
  await expect(mobileMenu(page)).toBeVisible();
  if (js) await expect(page.locator("header").getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  if (wake) {
    await watchStaysShown(page, "#mobile-menu");
    await wake();
    expect(await wasHiddenOnce(page), "stayed open as the page woke").toBe(false);
  }
  await page.touchscreen.tap(toggleAt.x, toggleAt.y);
  await expect(mobileMenu(page)).toBeHidden();
  await page.touchscreen.tap(toggleAt.x, toggleAt.y);
  await expect(mobileMenu(page)).toBeVisible();
  await mobileMenu(page).getByRole("link", { name: "Contact" }).tap();
  await expect(mobileMenu(page)).toBeHidden();
  await expect(page).toHaveURL(/#contact$/);
  if (js) await expect(page.locator("header").getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
}

/** Back at the top of the page, with no #hash in the address (so a link to #contact is followed anew). */
async function backToTop(page: Page) {
  await page.evaluate(() => {
    history.replaceState(history.state, "", location.pathname + location.search);
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await scrollSettled(page);
}

/**
 * Escape closes the phone's menu and hands the focus back to its button; the hero's Get Free Quote
 * and the bottom bar's Free Quote (at the foot of the screen) end with First Name on screen below the header.
 */
async function escapeAndLinksToTheForm(page: Page, js: boolean) {
  if (js) {
    await menuToggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(mobileMenu(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(mobileMenu(page)).toBeHidden();
    const openMenu = page.locator("header").getByRole("button", { name: "Open menu" });
    await expect(openMenu, "Escape hands the focus back to the menu's button").toBeFocused();
    await expect(openMenu).toHaveAttribute("aria-expanded", "false");
  }
  await backToTop(page);
  await page.locator("main").getByRole("link", { name: "Get Free Quote" }).first().tap();
  await expect(page).toHaveURL(/#contact$/);
  await scrollSettled(page);
  expect(await belowHeaderOnScreen(firstName(page)), "the hero's link").toBe(true);

  await backToTop(page);
  const bar = bottomBar(page);
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((el) => el.getBoundingClientRect().bottom), "the bar at the foot of the screen").toBe(844);
  await bar.getByRole("link", { name: "Free Quote" }).tap();
  await expect(page).toHaveURL(/#contact$/);
  await scrollSettled(page);
  expect(await belowHeaderOnScreen(firstName(page)), "the bar's link").toBe(true);
}

/**
 * An empty submit shows Required under each of the six required fields and focuses the first
 * (checked in the page with JavaScript, by the server without). With `wake` it is held until then.
 */
async function emptySubmit(page: Page, js: boolean, wake?: () => Promise<void>, inTheGap?: () => boolean) {
  const posts = quotePosts(page);
  await form(page).scrollIntoViewIfNeeded();
  if (inTheGap) await expect.poll(inTheGap, { message: "the form's nearing asked for its code" }).toBe(true);
  await submitButton(page).tap();
  if (wake) {
    // Held, not lost and not posted: the early script took the submit (it marks the form data-held
    // as it stops the browser's own post): no browser bubble, no request, until the form's code is up.
    await expect(form(page)).toHaveAttribute("data-held", "");
    expect(posts).toEqual([]);
    await notHydrated(page);
    await wake();
  }
  await expect(form(page).getByText("Required", { exact: true })).toHaveCount(6);
  await expect(firstName(page)).toBeFocused();
  expect(posts.length, js ? "checked in the page" : "checked by the server").toBe(js ? 0 : 1);
}

/**
 * A request typed and sent with a double tap (without JavaScript, one tap: the browser's own post)
 * is sent once, with what was typed. With `wake` it is held until then.
 */
async function typedSubmit(page: Page, js: boolean, wake?: () => Promise<void>) {
  const posts = quotePosts(page);
  await form(page).scrollIntoViewIfNeeded();
  await fillFields(page, { "First Name": "Rosa" });
  // The second tap lands wherever the button was.
  await submitButton(page).scrollIntoViewIfNeeded();
  const at = await centreOf(page, submitButton(page));
  await page.touchscreen.tap(at.x, at.y);
  if (js) await page.touchscreen.tap(at.x, at.y);
  if (wake) {
    await expect(form(page)).toHaveAttribute("data-held", "");
    expect(posts).toEqual([]);
    await wake();
  }
  await expect(form(page).getByRole("status", { name: "Quote request received" })).toBeVisible();
  // A second post would have gone before the first one's answer was shown, or with it.
  await posts[0]!.response();
  if (js) await frames(page);
  expect(posts).toHaveLength(1);
  expect(posts[0]!.postData()).toContain("Rosa");
}

for (const moment of moments) {
  const js = moment !== "JavaScript off";
  // A moment with code held, which the test lets go while the control is in use.
  const held = moment === "before the entry script" || moment === "while the islands' code loads";
  const islandsHeld = moment === "while the islands' code loads";

  test.describe(`at the moment "${moment}"`, () => {
    if (!js) test.use({ javaScriptEnabled: false });

    test.describe("the Services dropdown at 1440 x 900", () => {
      test.use(desktop);

      if (held)
        test("a hover reached in one move opens it, it stays open as the page wakes, and leaving closes it", async ({ page }) => {
          const { wake, inTheGap } = await openAt(page, "/", moment);
          await hoverOpensDropdown(page, js, 1, wake, islandsHeld ? inTheGap : undefined);
        });

      test(`a hover reached in ${held ? "" : "one move or "}many moves opens it and leaving closes it; Enter and Tab open it; Escape, a second click, a click elsewhere and the focus leaving close it; a click after a hover keeps it open; its links navigate`, async ({
        page,
      }) => {
        await openAt(page, "/spring-tx", moment);
        if (!held) await hoverOpensDropdown(page, js, 1);
        await hoverOpensDropdown(page, js, 25);
        await dropdownByKeyboardAndClicks(page, js);
      });
    });

    test.describe("on a 390 x 844 phone", () => {
      test.use({ ...phone, extraHTTPHeaders: ownClientAddress });

      if (held) {
        test("a tap opens the menu, it stays open as the page wakes, a second tap closes it, and a link in it closes it", async ({
          page,
        }) => {
          const { wake } = await openAt(page, "/junk-removal", moment);
          await phoneMenuByTaps(page, js, wake);
        });

        test("Escape closes the menu; the hero's Get Free Quote and the bottom bar's Free Quote end with First Name on screen below the header; an empty submit shows Required under each of the six required fields and focuses the first", async ({
          page,
        }) => {
          const { wake, inTheGap } = await openAt(page, "/spring-tx", moment);
          await escapeAndLinksToTheForm(page, js);
          await emptySubmit(page, js, wake, islandsHeld ? inTheGap : undefined);
        });

        test("a request typed and sent (twice over) before the page woke is sent once, with what was typed", async ({ page }) => {
          const { wake } = await openAt(page, "/", moment);
          await typedSubmit(page, js, wake);
        });
      } else
        test("the menu opens and closes by tap, link and Escape; the hero's and the bottom bar's links end with First Name on screen; an empty submit shows Required under each required field; a request typed and sent (twice over) is sent once", async ({
          page,
          pageProblems,
        }) => {
          if (!js)
            pageProblems.expect(
              /status of 400 \(Bad Request\) at \S+\/api\/quote-requests/,
              "without JavaScript the empty form is the server's to refuse",
              1,
            );
          await openAt(page, "/spring-tx", moment);
          await phoneMenuByTaps(page, js);
          if (js)
            await expect
              .poll(async () => Math.abs(await topOf(page.locator("#contact"))), { message: "at the contact section" })
              .toBeLessThan(120);
          await escapeAndLinksToTheForm(page, js);
          await emptySubmit(page, js);
          await typedSubmit(page, js);
          if (js) {
            // A link in the menu to another page closes it too: the next page opens with it closed.
            await menuToggle(page).tap();
            await expect(mobileMenu(page)).toBeVisible();
            await mobileMenu(page).getByRole("link", { name: "Moving Services" }).tap();
            await page.waitForURL("/moving-services");
            await expect(mobileMenu(page)).toBeHidden();
          }
        });
    });
  });
}

test.describe("the Services dropdown on a 1180 x 820 touch screen, after hydration", () => {
  test.use({ viewport: { width: 1180, height: 820 }, hasTouch: true, isMobile: true });

  test("opens with a tap (no hover-then-toggle) and a tap on a link navigates", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await servicesButton(page).tap();
    await expect(servicesMenu(page)).toBeVisible();
    // A hover-open followed by a toggle-close is done by the tap's handlers; the menus' script
    // brings aria-expanded in line in the next frame.
    await frames(page);
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "true");
    expect(await servicesMenu(page).isVisible()).toBe(true);
    await servicesMenu(page).getByRole("link", { name: "Demo & Removal" }).tap();
    await page.waitForURL("/demo-removal");
  });
});
