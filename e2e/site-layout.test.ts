import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { desktop, hasHorizontalScroll, launch, openPage, phone } from "./browser.ts";
import { hydrated } from "./site-helpers.ts";

const routes = [
  "/", "/junk-removal", "/moving-services", "/furniture-removal", "/appliance-removal", "/complete-cleanouts", "/demo-removal",
  "/spring-tx", "/the-woodlands-tx", "/conroe-tx", "/tomball-tx", "/cypress-tx", "/houston-tx", "/magnolia-tx", "/klein-tx",
];

describe("layout and console", () => {
  let browser: Browser;
  before(async () => (browser = await launch()));
  after(() => browser.close());

  for (const width of [320, 390]) {
    it(`has no horizontal scroll at ${width} px on any page, menu open or closed, nor on the 404`, async () => {
      const context = await browser.newContext({ ...phone, viewport: { width, height: 800 } });
      for (const path of [...routes, "/no-such-page"]) {
        const page = await context.newPage();
        await page.goto(`${process.env.BASE_URL}${path}`);
        await hydrated(page);
        assert.equal(await hasHorizontalScroll(page), false, `${path} scrolls sideways at ${width} px`);
        await page.tap('header [aria-controls="mobile-menu"]');
        await page.waitForSelector("#mobile-menu", { state: "visible" });
        assert.equal(await hasHorizontalScroll(page), false, `${path} with the menu open at ${width} px`);
        await page.close();
      }
      await context.close();
    });
  }

  it("has no horizontal scroll at 1920 px", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: { width: 1920, height: 1080 } });
    assert.equal(await hasHorizontalScroll(page), false);
    await context.close();
  });

  for (const [name, viewport] of [["phone", phone], ["desktop", desktop]] as const) {
    it(`loads every page on ${name} without console errors or warnings`, async () => {
      for (const path of routes) {
        const { page, context, problems } = await openPage(browser, path, viewport);
        await hydrated(page);
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
        await page.waitForLoadState("networkidle");
        assert.deepEqual(problems, [], path);
        await context.close();
      }
    });
  }
});
