import { test as base, expect, type Page } from "@playwright/test";
import { desktop, phone } from "../tools/browser.mjs";
import { signIn, type Owner } from "./admin-helpers";
import { owner as ownerAccount } from "./owner-data";

export { desktop, expect, phone };

type Fixtures = {
  /** Console errors and warnings and uncaught page errors of `page`, so a test can assert none happened. */
  problems: string[];
  /** The owner account made with the real `npm run owner:create` before the tests (owner-data.ts). */
  owner: Owner;
  /** `page`, signed in as `owner` through the sign-in form, at /admin. */
  ownerPage: Page;
};

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

  // Asks for `problems` so that what goes wrong while signing in is recorded too.
  ownerPage: async ({ page, owner, problems: _ }, use) => {
    await page.goto("/admin/sign-in");
    await signIn(page, owner);
    await page.waitForURL("/admin");
    await use(page);
  },
});

export async function hasHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
