import type { Browser, Page } from "@playwright/test";
import { expect, phone, test } from "./fixtures";

// Issue 16: a visitor's tap on a call link counted for its page (the public bundle's beacon). The
// dashboard's layout is admin-screens.test.ts's; its numbers, test/dashboard.test.ts's.

test.use(phone);

/** The call taps the dashboard counts for a page over the last 4 weeks (0 when the page has none). */
async function callTaps(page: Page, pageName: string) {
  await page.goto("/admin/dashboard?weeks=4");
  return page
    .getByRole("region", { name: "Which pages bring work" })
    .locator("table tr")
    .evaluateAll((rows, name) => {
      const row = rows.find((r) => r.querySelector("th")?.textContent === name);
      return row ? Number(row.querySelectorAll("td")[1]!.textContent!.replace(/,/g, "")) : 0;
    }, pageName);
}

async function visitorPage(browser: Browser) {
  const context = await browser.newContext({ ...phone, baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

// The beacon itself is the public bundle's (src/client/call-clicks.ts): a tap on any tel: link
// sends {"page": location.pathname, "kind": "call", "visit": the visit's random key} to POST
// /api/events, and a visit counts once per page and day however often it taps.
test("taps on the call link on /conroe-tx add exactly one call tap for that page per visit", async ({ ownerPage: owner, browser }) => {
  const before = await callTaps(owner, "Conroe, TX");
  const visitor = await visitorPage(browser);
  await visitor.goto("/conroe-tx");
  // A headless browser has no phone app for tel: links; keep the tap on the page (the beacon goes either way).
  await visitor.evaluate(() =>
    document.addEventListener("click", (e) => (e.target as Element).closest('a[href^="tel:"]') && e.preventDefault(), true),
  );
  // The tap counter is the entry script's, which starts after the largest paint and first keeps the visit.
  await visitor.waitForFunction(() => sessionStorage.getItem("visit") !== null);
  // Twice: the second beacon is answered too, but repeats the visit. (Playwright cannot read a
  // beacon's body: the key is checked in the tab's storage.)
  for (let i = 0; i < 2; i++) {
    const beacon = visitor.waitForResponse((r) => r.url().endsWith("/api/events") && r.request().method() === "POST", { timeout: 10_000 });
    await visitor.locator('a[href^="tel:"]:visible').first().click();
    expect((await beacon).status()).toBe(204);
  }
  expect(await visitor.evaluate(() => sessionStorage.getItem("visit-key"))).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  );
  await visitor.context().close();
  await expect.poll(() => callTaps(owner, "Conroe, TX")).toBe(before + 1);
  expect(await callTaps(owner, "Conroe, TX (Spanish)")).toBe(0);
});
