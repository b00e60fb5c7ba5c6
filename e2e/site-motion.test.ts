import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { desktop, launch, openPage, phone } from "./browser.ts";
import { eventually, frozenClock, hydrated, scrollY, sleep } from "./site-helpers.ts";

const counterTexts = (page: Page) => page.locator("[data-counter]").allInnerTexts();
const finalCounters = ["10+", "5.0", "1000+"];
/** Whether the truck is off its parking spot at this point of its CSS animation (ms from the start). */
const isDrivingAt = (page: Page, ms: number) =>
  page.locator("[data-truck]").evaluate((el, at) => {
    const animation = el.getAnimations()[0]!;
    animation.pause();
    animation.currentTime = at;
    const { m41, m42 } = new DOMMatrix(getComputedStyle(el).transform);
    return m41 !== 0 || m42 !== 0;
  }, ms);

for (const [name, viewport] of [["phone", phone], ["desktop", desktop]] as const) {
  describe(`hero motion on ${name}`, () => {
    let browser: Browser;
    before(async () => (browser = await launch()));
    after(() => browser.close());

    it("counts up to 10, 5.0 and 1000+ over 2000 ms once the counters are visible, and only once", async () => {
      const context = await browser.newContext(viewport);
      const page = await context.newPage();
      await frozenClock(page);
      await page.goto(`${process.env.BASE_URL ?? "http://127.0.0.1:8787"}/`);
      await hydrated(page);
      await page.locator("[data-counters]").scrollIntoViewIfNeeded();
      await sleep(300); // IntersectionObserver reports on a real rendering frame
      await page.clock.runFor(32);
      const start = await counterTexts(page);
      assert.notDeepEqual(start, finalCounters, "starts from zero, not at the final values");
      await page.clock.runFor(1000);
      const midway = (await counterTexts(page)).map((t) => parseFloat(t));
      assert.ok(midway[2]! > 300 && midway[2]! < 700, `about halfway after 1 s (${midway})`);
      await page.clock.runFor(1000);
      assert.deepEqual(await counterTexts(page), finalCounters);
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      await sleep(200);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await sleep(300);
      await page.clock.runFor(500);
      assert.deepEqual(await counterTexts(page), finalCounters, "does not animate again");
      await context.close();
    });

    it("drives the truck for 3 s every 10 s", async () => {
      const { page, context, problems } = await openPage(browser, "/", viewport);
      const truck = page.locator("[data-truck]");
      // A CSS animation, no JavaScript: it starts on load and repeats every 10 s.
      const timing = await truck.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.animationName, style.animationDuration, style.animationDelay, style.animationIterationCount];
      });
      assert.deepEqual(timing, ["truck-drive", "10s", "0s", "infinite"]);
      assert.equal(await isDrivingAt(page, 300), true, "plays right away");
      assert.equal(await isDrivingAt(page, 2900), true);
      assert.equal(await isDrivingAt(page, 3100), false, "stops after 3 s");
      assert.equal(await isDrivingAt(page, 9900), false);
      assert.equal(await isDrivingAt(page, 10_200), true, "plays again 10 s after the last start");
      assert.equal(await isDrivingAt(page, 13_100), false);
      assert.deepEqual(problems, []);
      await context.close();
    });

    it("honours prefers-reduced-motion: final numbers at once, a parked truck, no smooth scrolling", async () => {
      const { page, context, problems } = await openPage(browser, "/", { ...viewport, reducedMotion: "reduce" });
      await hydrated(page);
      await sleep(300);
      assert.deepEqual(await counterTexts(page), finalCounters);
      await sleep(500);
      const truck = page.locator("[data-truck]");
      assert.equal(await truck.evaluate((el) => getComputedStyle(el).animationName), "none", "a parked truck");
      assert.equal(await truck.evaluate((el) => el.getAnimations().length), 0);
      assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior), "auto");
      assert.deepEqual(problems, []);
      await context.close();
    });

    it("smooth-scrolls to the address's #hash about 300 ms after load", async () => {
      const context = await browser.newContext(viewport);
      const page = await context.newPage();
      await frozenClock(page);
      await page.goto(`${process.env.BASE_URL ?? "http://127.0.0.1:8787"}/junk-removal#contact`);
      await hydrated(page);
      // Let the browser's own jump to the fragment finish, then undo it, so only the island's
      // delayed scroll remains (its timer is still frozen).
      await sleep(1200);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await sleep(300);
      assert.ok((await scrollY(page)) < 50, "back at the top");
      await page.clock.runFor(250);
      await sleep(150);
      assert.ok((await scrollY(page)) < 50, "waits ~300 ms before scrolling");
      await page.clock.runFor(100);
      assert.ok(
        await eventually(async () => Math.abs(await page.locator("#contact").evaluate((el) => el.getBoundingClientRect().top)) < 120),
        "the contact section ends up at the top",
      );
      await context.close();
    });
  });
}
