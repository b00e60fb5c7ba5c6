import type { Page } from "@playwright/test";
import { desktop, expect, phone, test } from "./fixtures";
import {
  counterTargets as finalCounters,
  frames,
  frozenClock,
  hydrated,
  intersection,
  paintedCounters,
  recordPaintedCounters,
  scrollSettled,
  scrollY,
  topOf,
} from "./site-helpers";

// What each counter shows: the counting overlay while it is displayed, else the target text (the
// targets stay in the page's text throughout: Counters.tsx, issue 13 item 6).
const counterTexts = (page: Page) =>
  page.locator("[data-counter]").evaluateAll((dds) =>
    dds.map((dd) => {
      const run = dd.querySelector<HTMLElement>(".counter-run")!;
      const shown = getComputedStyle(run).display !== "none" && run.innerText.trim() !== "";
      return (shown ? run : dd.querySelector<HTMLElement>(".counter-target")!).innerText.trim();
    }),
  );
/** Whether the truck is off its parking spot at this point of its CSS animation (ms from the start). */
const isDrivingAt = (page: Page, ms: number) =>
  page.locator("[data-truck]").evaluate((el, at) => {
    const animation = el.getAnimations()[0]!;
    animation.pause();
    animation.currentTime = at;
    const { m41, m42 } = new DOMMatrix(getComputedStyle(el).transform);
    return m41 !== 0 || m42 !== 0;
  }, ms);

declare global {
  interface Window {
    scrollCalls: string[];
  }
}

for (const [name, viewport] of [
  ["phone", phone],
  ["desktop", desktop],
] as const) {
  test.describe(`hero motion on ${name}`, () => {
    test.use(viewport);

    test("counts up to 10, 5.0 and 1000+ over 2000 ms once the counters are visible, and only once; drives the truck for 3 s every 10 s", async ({
      page,
    }) => {
      await frozenClock(page);
      await page.goto("/");
      await page.clock.runFor(350); // the entry's loader waits for the frame's largest paint, at most 300 ms
      await hydrated(page);
      const counters = page.locator("[data-counters]");
      // Hydrated counters keep the start value they were painted with and wait to be seen (on a
      // desktop they already are). No reset: issue 13, item 6.
      await expect(counters).toHaveAttribute("data-counters", /^(ready|running)$/);
      await counters.scrollIntoViewIfNeeded();
      await intersection(counters, true); // the island's own observer has reported too
      await page.clock.runFor(32);
      const start = await counterTexts(page);
      expect(start, "starts from zero, not at the final values").not.toEqual(finalCounters);
      await page.clock.runFor(1000);
      const midway = (await counterTexts(page)).map((t) => parseFloat(t));
      expect(midway[2]! > 300 && midway[2]! < 700, `about halfway after 1 s (${midway})`).toBe(true);
      await page.clock.runFor(1000);
      await expect.poll(() => counterTexts(page)).toEqual(finalCounters);
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      await intersection(counters, false);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await counters.scrollIntoViewIfNeeded(); // on a phone they are below the first screen
      await intersection(counters, true);
      await page.clock.runFor(500);
      expect(await counterTexts(page), "does not animate again").toEqual(finalCounters);

      const truck = page.locator("[data-truck]");
      // A CSS animation, no JavaScript: it starts on load and repeats every 10 s.
      const timing = await truck.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.animationName, style.animationDuration, style.animationDelay, style.animationIterationCount];
      });
      expect(timing).toEqual(["truck-drive", "10s", "0s", "infinite"]);
      expect(await isDrivingAt(page, 300), "plays right away").toBe(true);
      expect(await isDrivingAt(page, 2900)).toBe(true);
      expect(await isDrivingAt(page, 3100), "stops after 3 s").toBe(false);
      expect(await isDrivingAt(page, 9900)).toBe(false);
      expect(await isDrivingAt(page, 10_200), "plays again 10 s after the last start").toBe(true);
      expect(await isDrivingAt(page, 13_100)).toBe(false);
    });

    test.describe(() => {
      test.use({ reducedMotion: "reduce" });

      test("honours prefers-reduced-motion: the final numbers from the first paint, never animated, a parked truck, no smooth scrolling", async ({
        page,
      }) => {
        await page.addInitScript(recordPaintedCounters);
        await page.goto("/");
        await hydrated(page);
        const counters = page.locator("[data-counters]");
        await counters.scrollIntoViewIfNeeded();
        // The counters' script decides once, as it starts (client/counters.ts): "static" is final,
        // and the frames after it show what it left.
        await expect(counters).toHaveAttribute("data-counters", "static");
        await frames(page);
        expect(await paintedCounters(page), "the targets from the first paint, and nothing else").toEqual([finalCounters]);
        expect(await counterTexts(page)).toEqual(finalCounters);
        // The truck's animation is CSS alone: under reduced motion it has none to start.
        const truck = page.locator("[data-truck]");
        await expect(truck, "a parked truck").toHaveCSS("animation-name", "none");
        expect(await truck.evaluate((el) => el.getAnimations().length)).toBe(0);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
        if (name === "phone") {
          // The one truck of the hero (test/site-chrome.test.ts: the scene draws none of its own),
          // parked on the hero scene's street.
          const [sceneBox, truckBox] = [(await page.locator('img[src="/images/hero.svg"]').boundingBox())!, (await truck.boundingBox())!];
          expect(truckBox.x).toBeGreaterThan(sceneBox.x);
          expect(truckBox.x + truckBox.width).toBeLessThanOrEqual(sceneBox.x + sceneBox.width);
          expect(truckBox.y).toBeGreaterThan(sceneBox.y + sceneBox.height / 2);
          expect(truckBox.y + truckBox.height).toBeLessThanOrEqual(sceneBox.y + sceneBox.height);
        }
      });
    });

    test("wakes the header at load for an address with a #hash, which smooth-scrolls there about 300 ms after load", async ({ page }) => {
      await frozenClock(page);
      await page.goto("/junk-removal#contact");
      await page.clock.runFor(350); // the entry's loader waits for the frame's largest paint, at most 300 ms
      // No interaction: the #hash wakes the header (client/main.ts).
      await expect(page.locator("header[data-enhanced]")).toBeAttached();
      // The quote form at #contact wakes too: Chromium keeps a fragment target in view when the
      // layout changes, so its hydration after the scroll to the top below would jump back.
      await expect(page.getByRole("form", { name: "Request Free Quote" })).toHaveAttribute("data-awake", "");
      // Chromium keeps a fragment target in view while the page is still loading: until "load", it
      // would undo the scroll to the top below by itself (seen on a loaded CI machine). The browser's
      // own jump to the fragment, if it makes one, is done by then and in the frames after it.
      await page.waitForLoadState("load");
      // Back to the top, until the page stays there: should the browser's own (smooth) jump to the
      // fragment come late, after the scroll to the top, it is waited out and undone.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await scrollSettled(page);
        expect(await scrollY(page), "back at the top").toBeLessThan(50);
      }).toPass();
      // Only the island's delayed scroll remains (its timer is still frozen): every scroll the page
      // asks for from now on is noted.
      await page.evaluate(() => {
        window.scrollCalls = [];
        const note = (what: string) => window.scrollCalls.push(what);
        for (const [target, method] of [
          [Element.prototype, "scrollIntoView"],
          [Element.prototype, "scrollTo"],
          [Element.prototype, "scrollBy"],
          [window, "scrollTo"],
          [window, "scroll"],
          [window, "scrollBy"],
        ] as const) {
          const original = (target as unknown as Record<string, (...args: unknown[]) => unknown>)[method]!;
          (target as unknown as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
            note(method);
            return original.apply(this, args);
          };
        }
      });
      await page.clock.runFor(250);
      // Not yet: a scroll started too early was asked for within the 250 ms just run, and the
      // frames after it would show it moving.
      await frames(page);
      expect(await page.evaluate(() => window.scrollCalls), "no scroll asked for within 250 ms").toEqual([]);
      expect(await scrollY(page), "waits ~300 ms before scrolling").toBeLessThan(50);
      await page.clock.runFor(100);
      await expect
        .poll(async () => Math.abs(await topOf(page.locator("#contact"))), { message: "the contact section ends up at the top" })
        .toBeLessThan(120);
    });
  });
}
