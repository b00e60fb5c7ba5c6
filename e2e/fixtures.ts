import { readFileSync } from "node:fs";
import { test as base, expect, type BrowserContext, type Cookie, type Page } from "@playwright/test";
import { desktop, phone } from "../tools/browser.mjs";
import type { Owner } from "./admin-helpers";
import { owner as ownerAccount, ownerSessionFile } from "./owner-data";
import { PageProblems } from "./page-problems";

export { desktop, expect, phone };

type Fixtures = {
  /**
   * The console errors and warnings, uncaught page errors and CSP violations of every page the test
   * opens, in any of its browser contexts: the test fails at its end if there is one it did not
   * expect (pageProblems.expect, for the few tests that provoke one on purpose).
   */
  pageProblems: PageProblems;
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
  pageProblems: [
    async ({ browser }, use, testInfo) => {
      const problems = new PageProblems();
      const stop = problems.watchBrowser(browser);
      await use(problems);
      stop();
      const { unexpected, unmet } = problems.verdict(testInfo.status === testInfo.expectedStatus);
      expect(unexpected, "console errors and warnings, page errors and CSP violations the test did not expect").toEqual([]);
      expect(unmet, "problems the test expects (pageProblems.expect) that did not happen").toEqual([]);
    },
    { auto: true },
  ],

  // Watched before the test's first page opens, so that nothing its first load logs is missed.
  context: async ({ context, pageProblems }, use) => {
    await pageProblems.watch(context);
    await use(context);
  },

  owner: async ({}, use) => {
    await use(ownerAccount);
  },

  ownerPage: async ({ page, context }, use) => {
    await signInAsOwner(context);
    await page.goto("/admin");
    await use(page);
  },
});

export async function hasHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
