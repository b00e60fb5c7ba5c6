import type { Page } from "@playwright/test";
import { expect, phone, test } from "./fixtures";
import { longWord, longWordLead } from "./owner-data";
import { fillFields, form, ownClientAddress } from "./quote-helpers";

// Security review: one 4,000-character word in a description made the request detail 45,618 px wide
// on a 390 px phone. Every screen that shows a visitor's text wraps it instead.

test.use(phone);

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("a lead whose name, place and details are 4,000-character words: inbox, detail and schedule fit a phone", async ({
  ownerPage: page,
}) => {
  const lead = longWordLead;
  // By address, not by tapping: a page 45,000 px wide is zoomed out past tapping.
  await page.goto(`/admin?q=${lead.lastName}`);
  await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();
  expect(await pageWidth(page), "inbox").toBeLessThanOrEqual(390);

  await page.goto((await page.getByRole("link", { name: new RegExp(lead.lastName) }).getAttribute("href"))!);
  await expect(page.getByRole("heading", { name: "Book this job" })).toBeVisible();
  // The delete section names the visitor too.
  await page.getByRole("heading", { name: "Delete this request" }).click();
  await expect(page.getByLabel("Yes, delete this request")).toBeVisible();
  expect(await pageWidth(page), "detail").toBeLessThanOrEqual(390);

  const day = page.getByLabel("Day");
  await day.fill((await day.getAttribute("min"))!);
  await page.getByLabel("Arrival window").selectOption({ label: "9–11 AM" });
  await page.getByRole("button", { name: "Book job" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Booked for" })).toBeVisible();
  expect(await pageWidth(page), "detail, booked").toBeLessThanOrEqual(390);

  await page.goto("/admin/schedule");
  await expect(page.getByRole("listitem").filter({ hasText: lead.lastName })).toBeVisible();
  expect(await pageWidth(page), "schedule").toBeLessThanOrEqual(390);
});

test.describe("the quote form without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: ownClientAddress });

  test("sent back with a 4,000-character word after a validation error, it fits a phone", async ({ page, pageProblems }) => {
    pageProblems.expect(/status of 400 \(Bad Request\) at \S+\/api\/quote-requests/, "a first name past its limit is refused", 1);
    await page.goto("/");
    const word = longWord("Visitor");
    // Long words the fields take: 100 characters in the city (wider than a phone), 4,000 in the
    // details. What is wrong is a first name of 150 (past its maxlength, as a script would send it).
    await fillFields(page, { "City or ZIP (optional)": word.slice(0, 100), "Project Details": word });
    await form(page)
      .locator('[name="firstName"]')
      .evaluate((el: HTMLInputElement, value) => (el.value = value), word.slice(0, 150));
    const [refused] = await Promise.all([
      page.waitForResponse("**/api/quote-requests"),
      form(page).getByRole("button", { name: "Request Free Quote" }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await page.waitForLoadState();
    await expect(page.getByText("Must be 100 characters or fewer")).toBeVisible();
    // No value comes back longer than its field allows.
    await expect(page.getByLabel("First Name")).toHaveValue(word.slice(0, 100));
    await expect(page.getByLabel("Project Details")).toHaveValue(word);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });

  test("sent back after a post past the fields' limits, it echoes nothing past them and fits a phone", async ({ page, pageProblems }) => {
    pageProblems.expect(/status of 413 \(Payload Too Large\) at \S+\/api\/quote-requests/, "a post past the fields' limits is refused", 1);
    await page.goto("/");
    const word = longWord("Visitor");
    await fillFields(page, { "Project Details": "A sofa" });
    // Past the fields' maxlength, as a script (or an old browser) would send them: the read stops at
    // the first field over its limit (413), and no value comes back longer than its field allows.
    for (const name of ["firstName", "cityZip"])
      await form(page)
        .locator(`[name="${name}"]`)
        .evaluate((el: HTMLInputElement, value) => (el.value = value), word);
    const [refused] = await Promise.all([
      page.waitForResponse("**/api/quote-requests"),
      form(page).getByRole("button", { name: "Request Free Quote" }).click(),
    ]);
    expect(refused.status()).toBe(413);
    await page.waitForLoadState();
    await expect(page.getByText("Your request is too long")).toBeVisible();
    // The field over its limit is not echoed at all (its value was never kept), nor anything else past 100.
    for (const label of ["First Name", "City or ZIP (optional)"])
      expect((await page.getByLabel(label, { exact: true }).inputValue()).length).toBeLessThanOrEqual(100);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });
});
