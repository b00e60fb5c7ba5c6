import { readFileSync } from "node:fs";
import { test as base, expect, type BrowserContext, type Cookie, type Page } from "@playwright/test";
import { desktop, phone } from "../tools/browser.mjs";
import type { Owner } from "./admin-helpers";
import { owner as ownerAccount, ownerSessionFile } from "./owner-data";

export { desktop, expect, phone };

type Fixtures = {
  /** Console errors and warnings and uncaught page errors of `page`, so a test can assert none happened. */
  problems: string[];
  /** The owner account made with the real `npm run owner:create` before the tests (owner-data.ts). */
  owner: Owner;
  /** `page`, signed in as `owner` (the session owner-data.setup.ts signed in through the form's post), at /admin. */
  ownerPage: Page;
};

/**
 * Signs a browser context in as the owner: the cookies of the one session owner-data.setup.ts made.
 * Nothing that uses them may sign out (that would end the session for every test): a test of
 * signing out signs in on its own (admin.test.ts).
 */
export async function signInAsOwner(context: BrowserContext) {
  await context.addCookies(ownerCookies());
}

/** The cookies of the owner's session as the setup's browser stored them (a storage state's). */
const ownerCookies = () => (JSON.parse(readFileSync(ownerSessionFile(), "utf8")) as { cookies: Cookie[] }).cookies;

/** The headers of the owner's session for a post or put straight to the site (set-up through the JSON API, not the screens). */
export function ownerHeaders() {
  return {
    cookie: ownerCookies()
      .map((c) => `${c.name}=${c.value}`)
      .join("; "),
    origin: test.info().project.use.baseURL!,
  };
}

export const test = base.extend<Fixtures>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
    await use(problems);
  },

  owner: async ({}, use) => {
    await use(ownerAccount);
  },

  // Asks for `problems` so that what goes wrong on the first screen is recorded too.
  ownerPage: async ({ page, context, problems: _ }, use) => {
    await signInAsOwner(context);
    await page.goto("/admin");
    await use(page);
  },
});

export async function hasHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
