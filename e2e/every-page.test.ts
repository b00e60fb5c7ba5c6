import type { Page } from "@playwright/test";
import { notFoundRoute, siteRoutes, spanishNotFoundRoute } from "../tools/site-routes.mjs";
import { desktop, expect, hasHorizontalScroll, phone, test } from "./fixtures";
import type { PageProblems } from "./page-problems";
import { hydrated } from "./site-helpers";

// Every page, in both languages, and the 404 page in both, visited once on a phone and once on a
// desktop. Each visit checks all that a page load shows, so that one load serves them all:
// - on the phone, the loading rules (issue 29: no render-blocking request; the one stylesheet
//   linked after the paint; the first screen's images eager, those well below lazy);
// - no sideways scroll: on the phone at 390 and 320 px, the menu closed and open (the layout is
//   CSS alone, nothing measures the window in script: a resized page lays out as one loaded at that
//   width); on the desktop at 1440 and 1920 px;
// - with the CSP the server sends enforced (its header on every page: test/security.test.ts),
//   no violation and no console error or warning (the fixture's check, at the test's end), islands
//   woken and the page scrolled to its end (below-the-fold sections and lazy images load then and
//   must pass the policy too).
// axe-core runs on the same pages, islands woken, in the CI audit (npm run audit -- --axe-only).
// One test per page and device, so that the pages spread over the workers and a failure names its page.

const pages = [...siteRoutes, notFoundRoute, spanishNotFoundRoute];

const notFoundPages = new Set([notFoundRoute, spanishNotFoundRoute]);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Opens path; the one problem intended is a 404 page's own status, which the browser logs. */
async function open(page: Page, pageProblems: PageProblems, baseURL: string, path: string) {
  if (notFoundPages.has(path))
    pageProblems.expect(new RegExp(`status of 404 .* at ${escaped(baseURL + path)} `), "the 404 page answers with its status", 1);
  await page.goto(path);
}

/** Scrolls to the end, where the last sections and lazy images load, and waits until nothing more does. */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
  await page.waitForLoadState("networkidle");
}

/** The loading rules Lighthouse scores indirectly, checked directly so that a regression names its element. */
async function expectLoadingRules(page: Page, path: string) {
  await expect(page.locator('link[rel="stylesheet"]'), `${path}: the stylesheet, linked after the paint`).toHaveCount(1);
  const found = await page.evaluate(() => {
    const fold = window.innerHeight;
    const images = [...document.querySelectorAll("img")].map((img) => ({
      src: img.getAttribute("src"),
      top: img.getBoundingClientRect().top + window.scrollY,
      visible: img.getBoundingClientRect().height > 0,
      lazy: img.loading === "lazy",
    }));
    // The same file shown again lower down (the footer's copy of the header logo) costs nothing.
    const firstScreen = new Set(images.filter((i) => i.top < fold).map((i) => i.src));
    return {
      stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute("href")),
      blockingScripts: [...document.querySelectorAll("script[src]")]
        .filter((s) => (s as HTMLScriptElement).type !== "module" && !(s as HTMLScriptElement).defer && !(s as HTMLScriptElement).async)
        .map((s) => s.getAttribute("src")),
      lazyInFirstScreen: images.filter((i) => i.visible && i.top < fold && i.lazy).map((i) => i.src),
      eagerBelowFold: images.filter((i) => i.top > fold * 1.5 && !i.lazy && !firstScreen.has(i.src)).map((i) => i.src),
    };
  });
  expect(found.stylesheets.length, `${path}: stylesheets: ${found.stylesheets.join(", ")}`).toBe(1);
  expect(found.blockingScripts, `${path}: render-blocking scripts`).toEqual([]);
  expect(found.lazyInFirstScreen, `${path}: images in the first screen (the LCP candidate) must not be lazy`).toEqual([]);
  expect(found.eagerBelowFold, `${path}: images well below the fold must be loading=lazy`).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  expect(await hasHorizontalScroll(page), `${where} scrolls sideways`).toBe(false);
}

test.describe("every page on a phone: loading rules; no sideways scroll at 390 and 320 px, menu closed or open; no CSP violation or console problem", () => {
  test.use(phone);

  for (const path of pages) {
    test(`${path} on a phone`, async ({ page, pageProblems, baseURL }) => {
      await open(page, pageProblems, baseURL!, path);
      await expectLoadingRules(page, path);
      await hydrated(page);

      const toggle = page.locator('header [aria-controls="mobile-menu"]');
      const menu = page.locator("#mobile-menu");
      await expectNoSidewaysScroll(page, `${path} at 390 px`);
      await toggle.tap();
      await expect(menu).toBeVisible();
      await expectNoSidewaysScroll(page, `${path} with the menu open at 390 px`);
      await page.setViewportSize({ width: 320, height: 800 });
      await expectNoSidewaysScroll(page, `${path} with the menu open at 320 px`);
      await toggle.tap();
      await expect(menu).toBeHidden();
      await expectNoSidewaysScroll(page, `${path} at 320 px`);
      await page.setViewportSize(phone.viewport);

      await scrollToEnd(page);
    });
  }
});

test.describe("every page on a desktop: no sideways scroll at 1440 and 1920 px; no CSP violation or console problem", () => {
  test.use(desktop);

  for (const path of pages) {
    test(`${path} on a desktop`, async ({ page, pageProblems, baseURL }) => {
      await open(page, pageProblems, baseURL!, path);
      await hydrated(page);
      await expectNoSidewaysScroll(page, `${path} at 1440 px`);
      await page.setViewportSize({ width: 1920, height: 1080 });
      await expectNoSidewaysScroll(page, `${path} at 1920 px`);
      await page.setViewportSize(desktop.viewport);

      await scrollToEnd(page);
    });
  }
});
