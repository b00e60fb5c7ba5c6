import type { Page } from "@playwright/test";
import { desktop, expect, phone, test } from "./fixtures";

// Public pages paint from the first screen's CSS inlined in <head>; the whole stylesheet, linked by
// the inline script after the largest paint, arrives later (scripts/build-assets.mjs, Head.tsx). Whatever the first screen
// shows must then look and sit the same before and after it arrives: nothing moves (CLS 0), nothing
// changes colour. One page of each template, and the Spanish home page: the first screen's classes
// are gathered from every page in both languages (scripts/first-screen-classes.mjs) and compared
// here element by element, property by property, so the text of a twin changes only which elements
// its first screen draws; the Spanish home stands for the twins (its header and hero in Spanish).
const pages = ["/", "/junk-removal", "/spring-tx", "/privacy", "/this-page-does-not-exist", "/es/"];

/**
 * Every element drawn on the first screen: the part of its box inside the viewport and its computed
 * style. Left out: custom properties (the two sheets define different sets of theme variables; what
 * uses them shows in the real properties), and the properties whose computed value is the box's
 * used size or place (width, top, transform-origin...), which can change below the fold alone: the
 * visible part of the box stands for them. And transitions: they run on a change, never in a paint
 * (the first screen's CSS leaves them to the whole sheet).
 */
const firstScreen = (page: Page) =>
  page.evaluate(() => {
    const boxDependent =
      /^(?:width|height|inline-size|block-size|top|right|bottom|left|inset-.*|perspective-origin|transform-origin|transition-.*)$/;
    const seen: Record<string, string> = {};
    [document.body, ...document.body.querySelectorAll("*")].forEach((el, index) => {
      if (!el.getClientRects().length) return;
      const box = el.getBoundingClientRect();
      const [left, top] = [Math.max(box.left, 0), Math.max(box.top, 0)];
      const [right, bottom] = [Math.min(box.right, innerWidth), Math.min(box.bottom, innerHeight)];
      if (right < left || bottom < top || (right === left && bottom === top)) return;
      const style = getComputedStyle(el);
      if (style.visibility !== "visible") return;
      // The one intended difference: main and footer clip what overflows them until the whole sheet is there.
      const clipped = el.matches("main, footer") ? /^overflow-(?:x|inline)$/ : /^$/;
      const props = [...style]
        .filter((p) => !p.startsWith("--") && !boxDependent.test(p) && !clipped.test(p))
        .map((p) => `${p}: ${style.getPropertyValue(p)}`);
      const id = `${index} <${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}">`;
      seen[id] = [`visible box: ${left},${top} to ${right},${bottom}`, ...props].join("; ");
    });
    return seen;
  });

for (const [name, device] of [
  ["phone", phone],
  ["desktop", desktop],
] as const) {
  test.describe(`first paint on ${name}`, () => {
    // Reduced motion: the hero truck parks and the counters show their targets, so that time does
    // not change the picture between the two looks.
    test.use({ ...device, reducedMotion: "reduce" });

    for (const path of pages) {
      test(`${path}: the first screen looks the same before and after the stylesheet arrives`, async ({ page, pageProblems }) => {
        pageProblems.expect(/islands-\w+\.js/, "the islands' entry is blocked, so that only CSS changes what is drawn");
        if (path === "/this-page-does-not-exist")
          pageProblems.expect(/status of 404 \(Not Found\)/, "the 404 page answers with its status", 1);
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route("**/build/app-*.css", async (route) => {
          await held;
          await route.continue();
        });
        // No island wakes during the test: only CSS changes what is drawn.
        await page.route("**/build/islands-*.js", (route) => route.abort());
        await page.goto(path, { waitUntil: "commit" });
        await expect(page.locator("h1")).toBeVisible();
        await expect(page.locator('link[rel="stylesheet"]')).toBeAttached();
        const stylesheet = page.locator('link[rel="stylesheet"]');
        // Painted before the stylesheet arrived, styled by the inline part alone.
        expect(await stylesheet.evaluate((link: HTMLLinkElement) => link.sheet)).toBeNull();
        const before = await firstScreen(page);
        release();
        await expect.poll(() => stylesheet.evaluate((link: HTMLLinkElement) => link.sheet !== null)).toBe(true);
        const after = await firstScreen(page);
        const changed = Object.keys({ ...before, ...after }).filter((id) => before[id] !== after[id]);
        const differences = changed.map((id) => {
          const [was, is] = [before[id]?.split("; ") ?? [], after[id]?.split("; ") ?? []];
          return `${id}: ${is.filter((p) => !was.includes(p)).join("; ") || "not drawn"} (was ${was.filter((p) => !is.includes(p)).join("; ") || "not drawn"})`;
        });
        expect(differences).toEqual([]);
      });
    }
  });
}
