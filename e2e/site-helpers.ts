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

/**
 * Resolves after `count` of the page's rendering frames: what a script started by an event, a timer
 * or a scroll has done by then is laid out and painted, and its scroll events are dispatched.
 * Counted by IntersectionObserver, whose first report comes with the next frame: unlike
 * requestAnimationFrame it is not stopped by a frozen page clock. Needs JavaScript.
 */
export const frames = (page: Page, count = 2) =>
  page.evaluate(async (n) => {
    for (let i = 0; i < n; i++)
      await new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.documentElement);
      });
  }, count);

/**
 * Resolves once the page's entry script (client/main.ts) has run: its first line keeps the visit in
 * sessionStorage, and in the same task it installs its listeners for the visitor's first interaction.
 */
export const entryHasRun = (page: Page) =>
  expect.poll(() => page.evaluate(() => sessionStorage.getItem("visit") !== null), { message: "the entry script has run" }).toBe(true);

declare global {
  interface Window {
    paintedCounters: string[][];
    readCounters: () => string[] | null;
  }
}

/**
 * An init script (page.addInitScript) that records what the hero counters paint, from before the
 * page's first frame: in requestAnimationFrame (what the next paint shows) and on every DOM change.
 * Read it with paintedCounters(page): each change of the three values, in order.
 */
export function recordPaintedCounters() {
  // The value a visitor sees in one counter: the overlay's (its text, or before hydration its
  // ::before content) while the overlay shows, else the target text. Both or neither showing is a bug.
  const shown = (el: Element) => getComputedStyle(el).display !== "none" && getComputedStyle(el).opacity !== "0";
  window.readCounters = () => {
    const dds = [...document.querySelectorAll("[data-counter]")];
    if (dds.length !== 3 || !document.querySelector("link[rel=stylesheet]")) return null;
    return dds.map((dd) => {
      const target = dd.querySelector(".counter-target")!;
      const run = dd.querySelector(".counter-run")!;
      if (shown(target) === shown(run)) return `both or neither shown: ${target.textContent}`;
      if (shown(target)) return target.textContent ?? "";
      // Figure spaces pad the count to the target's width (see Counters.tsx).
      return (run.textContent || getComputedStyle(run, "::before").content.replace(/^"(.*)"$/, "$1")).trim();
    });
  };
  window.paintedCounters = [];
  let painted = false;
  const sample = () => {
    const values = window.readCounters();
    const last = window.paintedCounters.at(-1);
    if (values && values.join() !== last?.join()) window.paintedCounters.push(values);
  };
  const frame = () => {
    // Only what a frame paints counts: before the first frame the stylesheet may still be loading.
    painted = true;
    sample();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new MutationObserver(() => painted && sample()).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
}

export const paintedCounters = (page: Page) => page.evaluate(() => window.paintedCounters);

/** The hero counters' targets, as the page's text says them. */
export const counterTargets = ["10+", "5.0", "1000+"];
