import { chromiumFlags } from "../scripts/chromium-flags.mjs";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";

export const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:8787";
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const desktop = { viewport: { width: 1440, height: 900 } };

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumFlags,
  });
}

/** A page that records console errors, page errors and CSP violations, so a test can assert none happened. */
export async function openPage(browser: Browser, path: string, options: BrowserContextOptions = desktop) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  await page.goto(BASE_URL + path);
  return { page, context, problems };
}

export async function hasHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
