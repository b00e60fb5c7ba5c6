import type { Locator, Page } from "@playwright/test";
import { expect, phone, test } from "./fixtures";
import { fillValid, ownClientAddress, submitButton, toasts } from "./quote-helpers";
import { counterTargets, hydrated } from "./site-helpers";

// Issue 13, item 2: on phones a bottom bar with "Call" and "Free Quote", out of the form's way.
// Issue 29: no script; sticky at the foot of the screen down to its place just above the contact
// section, so it is there from the first paint, with or without JavaScript, and never over the form.
// Its links and where it is left out are server HTML (test/site-chrome.test.ts).

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

/**
 * Scrolls the page to `top` and resolves after the frame that
 * rendered the scroll (the bar is CSS alone: sticky, nothing listens for the scroll).
 */
const scrollToAndRender = (page: Page, top: number | "end") =>
  page.evaluate(async (to) => {
    window.scrollTo({ top: to === "end" ? document.documentElement.scrollHeight : to, behavior: "instant" });
    await new Promise(requestAnimationFrame);
  }, top);

test.describe("the bottom bar on a 390 px phone", () => {
  test.use(phone);

  test("shows at the foot of the screen from the top of the page, stops in the flow just above the form, never overlaps its submit button, has scrolled away at the end of the page, and moves nothing (CLS 0)", async ({
    page,
    pageProblems,
  }) => {
    pageProblems.expect(/status of 404 \(Not Found\) at \S+\/no-such-page /, "the 404 page answers with its status", 1);
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
    await expect.poll(async () => (await barOnScreen(page))?.bottom, { message: "at the bottom of the screen" }).toBe(844);
    await expect(bar(page).getByRole("link", { name: "Call (281) 555-0147" })).toHaveText("Call");

    await page.locator("#contact").evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const shownAtForm = await barOnScreen(page);
    const formTop = (await box(page.locator("#quote-form"))).top;
    if (shownAtForm) expect(shownAtForm.bottom, "above the form, not over it").toBeLessThanOrEqual(formTop);

    // Every position of the page, 60 px apart: wherever the bar shows, it is clear of the button.
    const positions = await page.evaluate(async () => {
      const rect = (el: Element) => {
        const { top, bottom, left, right } = el.getBoundingClientRect();
        return { top, bottom, left, right };
      };
      const barEl = document.querySelector("[data-quote-bar]")!;
      const button = document.querySelector<HTMLElement>('#quote-form button[type="submit"]')!;
      const seen = [];
      for (let y = 0; y < document.documentElement.scrollHeight; y += 60) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise(requestAnimationFrame);
        const b = rect(barEl);
        const painted = getComputedStyle(barEl).visibility !== "hidden" && getComputedStyle(barEl).display !== "none";
        seen.push({ y, bar: painted && b.top < window.innerHeight && b.bottom > 0 ? b : null, button: rect(button) });
      }
      return seen;
    });
    let positionsWithButtonOnScreen = 0;
    for (const { y, bar: shown, button } of positions) {
      if (button.bottom > 0 && button.top < 844) positionsWithButtonOnScreen++;
      if (shown) expect(overlap(shown, button), `bar over the submit button at scroll ${y}`).toBe(false);
    }
    expect(positionsWithButtonOnScreen).toBeGreaterThan(5);

    // At the end of the page it has scrolled away with its place: the footer's last line is clear.
    await scrollToAndRender(page, "end");
    await expect(page.locator("footer").getByText(/All rights reserved/)).toBeInViewport();
    expect(await barOnScreen(page)).toBeNull();

    // Scrolled back up past the form, it returns.
    await scrollToAndRender(page, 0);
    await expect(bar(page)).toBeVisible();
    expect((await barOnScreen(page))?.bottom).toBe(844);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts), "no layout shift").toEqual([]);

    // On the 404 page (no form) it shows too.
    await page.goto("/no-such-page");
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
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

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test("without JavaScript it is there just the same, at the foot of the screen, and stops above the form; on the same page the hero counters show their targets, and the form's privacy link opens /privacy", async ({
      page,
    }) => {
      await page.goto("/");
      await expect(bar(page)).toBeVisible();
      expect((await barOnScreen(page))?.bottom).toBe(844);

      // The hero counters (e2e/counters.test.ts) show their targets: visible, not just present, the
      // overlay not displayed and the targets opaque.
      await expect(page.locator("[data-counter]")).toHaveText(counterTargets);
      for (const dd of await page.locator("[data-counter]").all()) {
        await expect(dd.locator(".counter-target")).toHaveCSS("opacity", "1");
        await expect(dd.locator(".counter-run")).toHaveCSS("display", "none");
      }

      await page.locator("#contact").evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
      const shown = await barOnScreen(page);
      if (shown) expect(shown.bottom).toBeLessThanOrEqual((await box(page.locator("#quote-form"))).top);

      // The privacy page's way from the form (e2e/privacy-licences.test.ts), without JavaScript.
      await page.getByRole("form", { name: "Request Free Quote" }).getByRole("link", { name: "Privacy policy" }).tap();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
    });
  });
});

test.describe("no bottom bar on wide screens", () => {
  test("none at 1024 px nor at 1440 px", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto("/");
    await hydrated(page);
    await expect(page.locator("[data-quote-bar]")).toBeHidden();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.locator("[data-quote-bar]")).toBeHidden();
  });
});
