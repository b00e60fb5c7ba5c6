import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { BASE_URL, desktop, launch, openPage, phone } from "./browser.ts";
import { eventually, hydrated, scrollY } from "./site-helpers.ts";

const servicesButton = 'header button[aria-controls="services-menu"]';
const servicesMenu = "#services-menu";
const menuToggle = 'header [aria-controls="mobile-menu"]';

describe("Services dropdown (desktop 1440x900)", () => {
  let browser: Browser;
  before(async () => (browser = await launch()));
  after(() => browser.close());

  it("opens on hover and closes when the mouse leaves", async () => {
    const { page, context, problems } = await openPage(browser, "/", desktop);
    await hydrated(page);
    assert.equal(await page.isVisible(servicesMenu), false);
    await page.hover(servicesButton);
    await page.waitForSelector(servicesMenu, { state: "visible" });
    assert.equal(await page.getAttribute(servicesButton, "aria-expanded"), "true");
    assert.equal(await page.locator(`${servicesMenu} a`).count(), 6);
    await page.hover(`${servicesMenu} a >> nth=5`);
    assert.equal(await page.isVisible(servicesMenu), true, "stays open while the pointer moves into it");
    await page.mouse.move(700, 600);
    await page.waitForSelector(servicesMenu, { state: "hidden" });
    assert.equal(await page.getAttribute(servicesButton, "aria-expanded"), "false");
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("opens and closes on click, closes on a click elsewhere, and its links navigate", async () => {
    const { page, context } = await openPage(browser, "/spring-tx", desktop);
    await hydrated(page);
    await page.click(servicesButton);
    await page.waitForSelector(servicesMenu, { state: "visible" });
    await page.waitForTimeout(200);
    assert.equal(await page.isVisible(servicesMenu), true, "a click after the hover-open keeps it open");
    await page.click(servicesButton);
    await page.waitForSelector(servicesMenu, { state: "hidden" });
    await page.click(servicesButton);
    await page.waitForSelector(servicesMenu, { state: "visible" });
    // A click elsewhere closes it even when the pointer never left (a keyboard-opened menu).
    await page.locator(servicesButton).focus();
    await page.evaluate(() => document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true })));
    await page.waitForSelector(servicesMenu, { state: "hidden" });
    await page.click(servicesButton);
    await page.click(`${servicesMenu} >> text=Appliance Removal`);
    await page.waitForURL(`${BASE_URL}/appliance-removal`);
    assert.match(await page.locator("h1").innerText(), /Appliance Removal/);
    await context.close();
  });

  it("works by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus", async () => {
    const { page, context } = await openPage(browser, "/", desktop);
    await hydrated(page);
    await page.focus(servicesButton);
    await page.keyboard.press("Enter");
    await page.waitForSelector(servicesMenu, { state: "visible" });
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("href")), "/junk-removal");
    await page.keyboard.press("Escape");
    await page.waitForSelector(servicesMenu, { state: "hidden" });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls")), "services-menu");
    await page.keyboard.press("Enter");
    await page.waitForSelector(servicesMenu, { state: "visible" });
    for (let i = 0; i < 7; i++) await page.keyboard.press("Tab");
    await page.waitForSelector(servicesMenu, { state: "hidden" });
    await context.close();
  });

  it("opens with a tap on a touch screen (no hover-then-toggle) and a tap on a link navigates", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: { width: 1180, height: 820 }, hasTouch: true, isMobile: true });
    await hydrated(page);
    await page.tap(servicesButton);
    await page.waitForSelector(servicesMenu, { state: "visible" });
    await page.waitForTimeout(300);
    assert.equal(await page.isVisible(servicesMenu), true);
    await page.tap(`${servicesMenu} >> text=Demo & Removal`);
    await page.waitForURL(`${BASE_URL}/demo-removal`);
    await context.close();
  });

  it("still opens on hover and focus without JavaScript", async () => {
    const { page, context } = await openPage(browser, "/", { ...desktop, javaScriptEnabled: false });
    await page.hover(servicesButton);
    await page.waitForSelector(servicesMenu, { state: "visible" });
    await page.click(`${servicesMenu} >> text=Furniture Removal`);
    await page.waitForURL(`${BASE_URL}/furniture-removal`);
    await context.close();
  });
});

describe("mobile menu (phone 390x844)", () => {
  let browser: Browser;
  before(async () => (browser = await launch()));
  after(() => browser.close());

  it("toggles with aria-expanded and closes on Escape", async () => {
    const { page, context, problems } = await openPage(browser, "/", phone);
    await hydrated(page);
    assert.equal(await page.getAttribute(menuToggle, "aria-expanded"), "false");
    assert.equal(await page.isVisible("#mobile-menu"), false);
    await page.tap(menuToggle);
    await page.waitForSelector("#mobile-menu", { state: "visible" });
    assert.equal(await page.getAttribute(menuToggle, "aria-expanded"), "true");
    assert.equal(await page.locator("#mobile-menu a").count(), 10, "home, six services, areas, contact, call");
    await page.focus("#mobile-menu a >> nth=2");
    await page.keyboard.press("Escape");
    await page.waitForSelector("#mobile-menu", { state: "hidden" });
    assert.equal(await page.getAttribute(menuToggle, "aria-expanded"), "false");
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls")), "mobile-menu", "focus returns to the toggle");
    await page.tap(menuToggle);
    await page.tap(menuToggle);
    await page.waitForSelector("#mobile-menu", { state: "hidden" });
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("closes on navigation within the page (Contact) and to another page", async () => {
    const { page, context } = await openPage(browser, "/", phone);
    await hydrated(page);
    await page.tap(menuToggle);
    await page.tap("#mobile-menu >> text=Contact");
    await page.waitForSelector("#mobile-menu", { state: "hidden" });
    assert.equal(await page.getAttribute(menuToggle, "aria-expanded"), "false");
    assert.ok(await eventually(async () => Math.abs(await page.locator("#contact").evaluate((el) => el.getBoundingClientRect().top)) < 120));
    await page.tap(menuToggle);
    await page.tap("#mobile-menu >> text=Moving Services");
    await page.waitForURL(`${BASE_URL}/moving-services`);
    await hydrated(page);
    assert.equal(await page.isVisible("#mobile-menu"), false);
    await context.close();
  });

  it("opens without JavaScript too (the toggle links to the menu)", async () => {
    const { page, context } = await openPage(browser, "/", { ...phone, javaScriptEnabled: false });
    await page.tap(menuToggle);
    await page.waitForSelector("#mobile-menu", { state: "visible" });
    await page.tap("#mobile-menu >> text=Cleanouts");
    await page.waitForURL(`${BASE_URL}/complete-cleanouts`);
    await context.close();
  });
});

for (const [name, viewport] of [["phone", phone], ["desktop", desktop]] as const) {
  describe(`navbar on ${name}`, () => {
    let browser: Browser;
    before(async () => (browser = await launch()));
    after(() => browser.close());

    it("changes appearance once scrolled beyond 100 px, and back", async () => {
      const { page, context } = await openPage(browser, "/junk-removal", viewport);
      await hydrated(page);
      const header = page.locator("header");
      assert.equal(await header.getAttribute("data-scrolled"), "false");
      const flatShadow = await header.evaluate((el) => getComputedStyle(el).boxShadow);
      await page.evaluate(() => window.scrollTo({ top: 90, behavior: "instant" }));
      await page.waitForTimeout(150);
      assert.equal(await header.getAttribute("data-scrolled"), "false");
      await page.evaluate(() => window.scrollTo({ top: 150, behavior: "instant" }));
      await page.waitForSelector('header[data-scrolled="true"]');
      await page.waitForTimeout(400);
      assert.notEqual(await header.evaluate((el) => getComputedStyle(el).boxShadow), flatShadow);
      assert.equal(await header.evaluate((el) => el.getBoundingClientRect().top), 0, "stays at the top");
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.waitForSelector('header[data-scrolled="false"]');
      await context.close();
    });

    it("scrolls smoothly to #contact from the Get Free Quote Now button", async () => {
      const { page, context } = await openPage(browser, "/", viewport);
      await hydrated(page);
      assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior), "smooth");
      await page.click("main >> text=Get Free Quote Now");
      const target = await page.locator("#contact").evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      await page.waitForTimeout(60);
      const midway = await scrollY(page);
      assert.ok(midway < target - 200, `scrolls over time, not in one jump (at ${midway} of ${target})`);
      assert.ok(await eventually(async () => Math.abs((await scrollY(page)) - (target - 80)) < 40));
      assert.equal(new URL(page.url()).hash, "#contact");
      await context.close();
    });

    it("Service Areas goes to the home page's section from another page", async () => {
      const { page, context } = await openPage(browser, "/tomball-tx", viewport);
      await hydrated(page);
      if (name === "phone") {
        await page.tap(menuToggle);
        await page.tap("#mobile-menu >> text=Service Areas");
      } else {
        await page.click("header nav >> text=Service Areas");
      }
      await page.waitForURL(`${BASE_URL}/#service-areas`);
      assert.ok(await eventually(async () => Math.abs(await page.locator("#service-areas").evaluate((el) => el.getBoundingClientRect().top)) < 120));
      await context.close();
    });
  });
}
