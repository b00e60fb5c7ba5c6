import type { Locator, Page } from "@playwright/test";
import { desktop, expect, phone, test } from "./fixtures";
import { belowHeaderOnScreen, hydrated, scrollSettled, stylesheetApplied } from "./site-helpers";

// Issue 13, item 1: every "Get Free Quote" lands on the form. The contact section shows the form
// first on a phone, the scroll to it ends with First Name on screen below the sticky header (with
// and without JavaScript), a keyboard user continues in that field, and the home page is shorter.

const firstName = (page: Page) => page.getByLabel("First Name", { exact: true });

// The quote links a phone visitor meets on the home page, and how each is reached.
const quoteLinks: Array<[string, (page: Page) => Promise<Locator>]> = [
  ["the hero's Get Free Quote Now", async (page) => page.locator("main").getByRole("link", { name: "Get Free Quote Now" })],
  ["the red band's Get Free Quote", async (page) => page.locator("#cta").getByRole("link", { name: "Get Free Quote" })],
  [
    "the bottom bar's Free Quote",
    async (page) => page.getByRole("navigation", { name: "Call or request a quote" }).getByRole("link", { name: "Free Quote" }),
  ],
  [
    "the menu's Contact",
    async (page) => {
      await page.locator('header [aria-controls="mobile-menu"]').tap();
      return page.locator("#mobile-menu").getByRole("link", { name: "Contact" });
    },
  ],
];

test.describe("the path to the form on a 390 px phone", () => {
  test.use(phone);

  test("the home page is short, shows the form first, and every quote link, tapped or followed with the keyboard, ends with First Name on screen", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    await hydrated(page);
    for (const id of ["hero-heading", "services", "why-choose", "service-areas", "testimonials", "cta", "contact"]) {
      await expect(page.locator(`#${id}`), id).toBeVisible();
    }
    await expect(page.locator("footer")).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    testInfo.annotations.push({ type: "home page height at 390x844", description: `${height} px` });
    expect(height, `home page height ${height} px`).toBeLessThan(10_000);
    // The contact section shows the form first, then the contact card.
    const formTop = (await page.locator("#quote-form").boundingBox())!.y;
    const cardTop = (await page.locator("#contact").getByText("Service Hours").boundingBox())!.y;
    expect(formTop).toBeLessThan(cardTop);

    // Each link ends the scroll with First Name on screen below the header, without taking the focus
    // on a tap: a tap is not the keyboard, so a phone's keyboard does not pop up over the form.
    for (const [name, find] of quoteLinks) {
      await page.goto("/");
      await hydrated(page);
      if (name.includes("bottom bar")) await expect(page.locator("[data-quote-bar]"), name).toBeVisible();
      await (await find(page)).tap();
      await expect(page, name).toHaveURL(/#contact$/);
      await scrollSettled(page);
      expect(await belowHeaderOnScreen(firstName(page)), name).toBe(true);
      await expect(firstName(page), name).not.toBeFocused();
    }

    // A quote button followed with the keyboard puts the focus in First Name.
    await page.goto("/");
    await hydrated(page);
    await page.locator("main").getByRole("link", { name: "Get Free Quote Now" }).focus();
    await page.keyboard.press("Enter");
    await expect(firstName(page)).toBeFocused();
    await scrollSettled(page);
    expect(await belowHeaderOnScreen(firstName(page)), "the hero's link, with the keyboard").toBe(true);
    // And from the red band, further down the page.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.locator("#cta").getByRole("link", { name: "Get Free Quote" }).focus();
    await page.keyboard.press("Enter");
    await expect(firstName(page)).toBeFocused();
    await scrollSettled(page);
    expect(await belowHeaderOnScreen(firstName(page)), "the red band's link, with the keyboard").toBe(true);

    // On a short screen (a phone on its side: the section's heading alone fills much of it) the
    // scroll still ends with First Name on screen.
    await page.setViewportSize({ width: 390, height: 300 });
    await page.goto("/");
    await hydrated(page);
    await page.locator("main").getByRole("link", { name: "Get Free Quote Now" }).tap();
    await expect.poll(() => belowHeaderOnScreen(firstName(page)), { message: "on a 300 px tall screen" }).toBe(true);
  });
  // Without JavaScript the quote buttons are plain links that land on the form: quote-no-js.test.ts.
});

test.describe("the contact section on a wide screen", () => {
  test.use(desktop);

  test("keeps the form and the contact card side by side; the hero's Get Free Quote Now ends with First Name on screen, focused when followed with the keyboard", async ({
    page,
  }) => {
    await page.goto("/");
    // Below the first screen the layout is the whole stylesheet's, which comes after the largest paint.
    await stylesheetApplied(page);
    const form = (await page.locator("#quote-form").boundingBox())!;
    const card = (await page.locator("#contact").getByText("Service Hours").boundingBox())!;
    expect(card.x).toBeGreaterThan(form.x + form.width - 1);
    expect(card.y).toBeLessThan(form.y + form.height);

    await hydrated(page);
    await page.locator("main").getByRole("link", { name: "Get Free Quote Now" }).press("Enter");
    await expect(firstName(page)).toBeFocused();
    await scrollSettled(page);
    expect(await belowHeaderOnScreen(firstName(page))).toBe(true);
  });
});
