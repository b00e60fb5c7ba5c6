import AxeBuilder from "@axe-core/playwright";
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { createOwnerWithScript, seedQuoteInD1, signIn } from "./admin-helpers.ts";
import { BASE_URL, desktop, hasHorizontalScroll, launch, phone } from "./browser.ts";

// The owner screens without JavaScript, at a 320 px phone width, and against axe's WCAG rules.
const suffix = Date.now().toString(36);
const owner = { username: `screens-${suffix}`, password: "another sturdy passphrase" };
const lead = { firstName: "Priya", lastName: `Raman${suffix}`, phone: "832-555-0177", email: `priya.${suffix}@example.com`, serviceLabel: "Moving Services", cityZip: "Klein", details: "Three-bedroom move,\npiano on the ground floor." };

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page: page as never }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("owner screens", () => {
  let browser: Browser;
  before(async () => {
    browser = await launch();
    createOwnerWithScript(owner.username, owner.password);
    seedQuoteInD1(lead, "moving-services");
  });
  after(() => browser.close());

  it("work with JavaScript off: sign in, open a request, change its status, sign out", async () => {
    const context = await browser.newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/admin/requests/does-not-exist`);
    assert.equal(new URL(page.url()).pathname, "/admin/sign-in");
    await signIn(page, owner.username, owner.password);
    // Back where the owner was going: an unknown request is the 404 page.
    await page.getByText("404 Page Not Found").waitFor();
    await page.goto(`${BASE_URL}/admin`);
    await page.getByRole("heading", { name: "Quote requests" }).waitFor();
    await page.getByLabel("Search").fill(lead.lastName);
    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByRole("link", { name: `${lead.firstName} ${lead.lastName}` }).click();
    await page.getByLabel("Change status to").selectOption("quoted");
    await page.getByRole("button", { name: "Update status" }).click();
    await page.getByText("Status updated.").waitFor();
    await page.getByText(`Pending → Quoted by ${owner.username}`).waitFor();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${BASE_URL}/admin/sign-in`);
    await context.close();
  });

  for (const [label, options] of [["phone at 320 px", { ...phone, viewport: { width: 320, height: 700 } }], ["desktop", desktop]] as const) {
    it(`pass axe's WCAG 2.1 AA rules with no horizontal scroll (${label})`, async () => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/admin/sign-in`);
      assert.deepEqual(await axeViolations(page), [], "sign-in");
      await signIn(page, owner.username, owner.password);
      await page.waitForURL(`${BASE_URL}/admin`);
      assert.deepEqual(await axeViolations(page), [], "inbox");
      assert.equal(await hasHorizontalScroll(page), false, "inbox scrolls sideways");
      await page.getByRole("link", { name: `${lead.firstName} ${lead.lastName}` }).click();
      await page.getByLabel("Change status to").waitFor();
      assert.deepEqual(await axeViolations(page), [], "detail");
      assert.equal(await hasHorizontalScroll(page), false, "detail scrolls sideways");
      await context.close();
    });
  }
});
