import type { Locator, Page } from "@playwright/test";
import { expect, phone, test } from "./fixtures";
import { fillValid, ownClientAddress, submitButton, toasts } from "./quote-helpers";
import { hydrated } from "./site-helpers";

// Issue 13, item 2: on phones a bottom bar with "Call" and "Free Quote", out of the form's way.
// Issue 29: no script; sticky at the foot of the screen down to its place just above the contact
// section, so it is there from the first paint, with or without JavaScript, and never over the form.

const bar = (page: Page) => page.getByRole("navigation", { name: "Call or request a quote" });

type Box = { top: number; bottom: number; left: number; right: number };
const box = (locator: Locator) =>
  locator.evaluate((el): Box => {
    const { top, bottom, left, right } = el.getBoundingClientRect();
    return { top, bottom, left, right };
  });
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The bar's box if any of it is painted on screen, else null. */
const barOnScreen = (page: Page) =>
  page.locator("[data-quote-bar]").evaluate((el) => {
    const { top, bottom, left, right } = el.getBoundingClientRect();
    const painted = getComputedStyle(el).visibility !== "hidden" && getComputedStyle(el).display !== "none";
    return painted && top < window.innerHeight && bottom > 0 ? { top, bottom, left, right } : null;
  });

/** Lets observers report and the page re-render after a scroll: two frames and a task. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));

test.describe("the bottom bar on a 390 px phone", () => {
  test.use(phone);

  test("shows at the top of the home page with a call link and a link to the form", async ({ page, problems }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    await expect.poll(async () => (await barOnScreen(page))?.bottom, { message: "at the bottom of the screen" }).toBe(844);
    const call = bar(page).getByRole("link", { name: "Call (281) 555-0147" });
    await expect(call).toHaveAttribute("href", "tel:+12815550147");
    await expect(call).toHaveText("Call");
    await expect(bar(page).getByRole("link", { name: "Free Quote" })).toHaveAttribute("href", "#contact");
    expect(problems).toEqual([]);
  });

  test("stops in the flow just above the form and never overlaps its submit button", async ({ page }) => {
    await page.goto("/");
    await expect(bar(page)).toBeVisible();
    await page.locator("#contact").evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
    await settle(page);
    const shownAtForm = await barOnScreen(page);
    const formTop = (await box(page.locator("#quote-form"))).top;
    if (shownAtForm) expect(shownAtForm.bottom, "above the form, not over it").toBeLessThanOrEqual(formTop);

    // Every position of the page, 60 px apart: wherever the bar shows, it is clear of the button.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    let positionsWithButtonOnScreen = 0;
    for (let y = 0; y < height; y += 60) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      await settle(page);
      const button = await box(submitButton(page));
      if (button.bottom > 0 && button.top < 844) positionsWithButtonOnScreen++;
      const shown = await barOnScreen(page);
      if (shown) expect(overlap(shown, button), `bar over the submit button at scroll ${y}`).toBe(false);
    }
    expect(positionsWithButtonOnScreen).toBeGreaterThan(5);

    // Scrolled back up past the form, it returns.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(bar(page)).toBeVisible();
  });

  test("has scrolled away with its place at the end of the page: the footer's last line is clear", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await settle(page);
    await expect(page.locator("footer").getByText(/All rights reserved/)).toBeInViewport();
    expect(await barOnScreen(page)).toBeNull();
  });

  test("appears without moving anything: no layout shift (CLS 0)", async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    // Down to the form, where it stops in the flow, and back up, where it sticks again.
    await page.locator("#quote-form").scrollIntoViewIfNeeded();
    await settle(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(bar(page)).toBeVisible();
    await settle(page);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
  });

  test.describe(() => {
    test.use({ extraHTTPHeaders: ownClientAddress });

    test("never covers the toast of a sent request, nor is covered where it shows", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      await fillValid(page);
      await submitButton(page).click();
      const toast = toasts(page).getByText("Quote Request Submitted!");
      await expect(toast).toBeVisible();
      // While the toast shows, the visitor scrolls on: the bar comes back, at the other end of the screen.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await expect(bar(page)).toBeVisible();
      await expect(toast).toBeVisible();
      expect(overlap((await barOnScreen(page))!, await box(toasts(page).first()))).toBe(false);
    });
  });

  test("on the 404 page (no form) it shows and sends Free Quote to the home page's form", async ({ page }) => {
    await page.goto("/no-such-page");
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole("link", { name: "Free Quote" })).toHaveAttribute("href", "/#contact");
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test("without JavaScript it is there just the same, at the foot of the screen, and stops above the form", async ({ page }) => {
      await page.goto("/");
      await expect(bar(page)).toBeVisible();
      expect((await barOnScreen(page))?.bottom).toBe(844);
      await page.locator("#contact").evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
      const shown = await barOnScreen(page);
      if (shown) expect(shown.bottom).toBeLessThanOrEqual((await box(page.locator("#quote-form"))).top);
    });
  });
});

test.describe("no bottom bar on wide screens or owner pages", () => {
  for (const width of [1024, 1440]) {
    test(`none at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await hydrated(page);
      await expect(page.locator("[data-quote-bar]")).toBeHidden();
    });
  }

  test.describe(() => {
    test.use(phone);

    test("none on the owner's sign-in page", async ({ page }) => {
      await page.goto("/admin/sign-in");
      await expect(page.locator("[data-quote-bar]")).toHaveCount(0);
    });
  });
});
