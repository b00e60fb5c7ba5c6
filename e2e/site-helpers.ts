import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Wakes the page's islands that wait for the visitor (src/islands/wake.ts) with a harmless first
 * interaction, a Shift key press, and resolves once the header has hydrated (it marks itself data-enhanced).
 * The entry script starts only after the page's largest paint; a key pressed before it arrived
 * wakes nothing, so the press is repeated, as a visitor would. With a frozen page clock, run the
 * clock 300 ms (page.clock.runFor: the loader's fallback) before calling this.
 */
export async function hydrated(page: Page) {
  await expect(async () => {
    await page.keyboard.press("Shift");
    await expect(page.locator("header[data-enhanced]")).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Freezes the page's clock before it loads, so timed behaviour can be stepped through with page.clock.runFor. */
export async function frozenClock(page: Page) {
  await page.clock.install({ time: new Date("2026-06-01T12:00:00Z") });
  await page.clock.pauseAt(new Date("2026-06-01T12:00:05Z"));
}

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Top of an element relative to the viewport. */
export const topOf = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top);

/**
 * Resolves on the first IntersectionObserver report that the element is (or is not) on screen.
 * Observers report in the order they were created, in one task: an island's own observer, made
 * earlier, has seen the same change when this resolves. Needs JavaScript (and real rendering frames,
 * which a frozen page clock does not stop).
 */
export const intersection = (locator: Locator, onScreen: boolean) =>
  locator.evaluate(
    (el, wanted) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (entries.some((e) => e.isIntersecting === wanted)) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(el);
      }),
    onScreen,
  );

/** Whether the element is wholly on screen, below the sticky header. */
export const belowHeaderOnScreen = (locator: Locator) =>
  locator.evaluate((el) => {
    const { top, bottom } = el.getBoundingClientRect();
    const headerBottom = document.querySelector("header")!.getBoundingClientRect().bottom;
    return top >= headerBottom && bottom <= window.innerHeight;
  });

/** Resolves once the page has stopped scrolling: the same scroll position over 300 ms. Works without JavaScript. */
export async function scrollSettled(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const still = y === last;
        last = y;
        return still;
      },
      { intervals: [300] },
    )
    .toBe(true);
}

/** Resolves once the whole stylesheet, which the page's inline script links after the largest paint, has applied. */
export const stylesheetApplied = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((l) => l.sheet)))
    .toBe(true);
