import { chromiumFlags, chromiumPath, desktop } from "../shared/browser.mjs";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";

export const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:8787";
export { desktop, phone } from "../shared/browser.mjs";

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
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
