import type { Page } from "playwright-core";

/** Resolves once the header island has hydrated (it marks itself data-enhanced). */
export const hydrated = (page: Page) => page.waitForSelector("header[data-enhanced]", { state: "attached" });

/** Freezes the page's clock before it loads, so timed behaviour can be stepped through with page.clock.runFor. */
export async function frozenClock(page: Page) {
  await page.clock.install({ time: new Date("2026-06-01T12:00:00Z") });
  await page.clock.pauseAt(new Date("2026-06-01T12:00:05Z"));
}

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Top of an element relative to the viewport. */
export const topOf = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);

/** Polls (in real time) until fn returns true. */
export async function eventually(fn: () => Promise<boolean>, timeoutMs = 4000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await fn()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return fn();
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
