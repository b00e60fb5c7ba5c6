import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, phone, test } from "./fixtures";
import { bypassHeaders, fieldValues, fillValid, form, submitButton, toasts } from "./quote-helpers";

// Issue 13, item 4, on phones: a sent request leaves a confirmation that stays (focused, announced,
// gone after a reload).

const api = "**/api/quote-requests";
const emptyForm = { firstName: "", lastName: "", phone: "", email: "", serviceType: "", cityZip: "", description: "" };
const phoneLink = { name: "Call (281) 555-0147", href: "tel:+12815550147" };

const confirmation = (page: Page) => form(page).getByRole("status", { name: "Quote request received" });

type Box = { top: number; bottom: number; left: number; right: number };
const box = (locator: Locator) =>
  locator.evaluate((el): Box => {
    const { top, bottom, left, right } = el.getBoundingClientRect();
    return { top, bottom, left, right };
  });

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include("form").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze()).violations.map((v) => v.id);

test.use({ ...phone, extraHTTPHeaders: bypassHeaders });

test.describe("after a request is sent", () => {
  test("the form's place confirms it: what happens next, the 24-hour promise and the phone, focused and announced", async ({ page, problems }) => {
    await page.goto("/");
    await fillValid(page);
    const response = page.waitForResponse(api);
    await submitButton(page).click();
    expect((await response).status()).toBe(201);

    // The spec's toast and reset, as before.
    await expect(toasts(page).getByText("Quote Request Submitted!")).toBeVisible();
    await expect.poll(() => fieldValues(page)).toEqual(emptyForm);

    const status = confirmation(page);
    await expect(status).toBeVisible();
    await expect(status, "holds the focus, so a screen reader announces it").toBeFocused();
    await expect(status).toHaveAttribute("tabindex", "-1");
    await expect(status.getByRole("heading", { name: "Quote request received" })).toBeVisible();
    await expect(status).toContainText("We'll get back to you with a free quote within 24 hours.");
    await expect(status.getByText("What happens next")).toBeVisible();
    await expect(status.getByRole("listitem")).toHaveCount(3);
    await expect(status.getByRole("link", { name: phoneLink.name })).toHaveAttribute("href", phoneLink.href);
    await expect(status.getByRole("button", { name: "Send another request" })).toBeVisible();
    // In the form's place: the fields and the submit button are gone until asked for again.
    await expect(page.getByLabel("First Name")).toBeHidden();
    await expect(submitButton(page)).toBeHidden();
    // Its heading is on screen, below the toast at the top.
    const [statusBox, toastBox] = [await box(status), await box(toasts(page).first())];
    expect(statusBox.top, "below the toast").toBeGreaterThanOrEqual(toastBox.bottom);
    expect(statusBox.top).toBeLessThan(844 / 2);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("'Send another request' brings the empty form back, ready to type in", async ({ page }) => {
    await page.goto("/");
    await fillValid(page);
    await submitButton(page).click();
    await confirmation(page).getByRole("button", { name: "Send another request" }).click();
    await expect(confirmation(page)).toHaveCount(0);
    await expect(page.getByLabel("First Name")).toBeVisible();
    await expect(page.getByLabel("First Name")).toBeFocused();
    await expect(submitButton(page)).toHaveText("Request Free Quote");
    await expect(submitButton(page)).toBeEnabled();
    expect(await fieldValues(page)).toEqual(emptyForm);
    // And it sends again.
    await fillValid(page, { "First Name": "Ana" });
    await submitButton(page).click();
    await expect(confirmation(page)).toBeFocused();
  });

  test("a reload shows the empty form, not the confirmation again (nothing is stored)", async ({ page }) => {
    await page.goto("/");
    await fillValid(page);
    await submitButton(page).click();
    await expect(confirmation(page)).toBeVisible();
    expect(page.url(), "the address does not change").not.toContain("quote=");
    await page.reload();
    await expect(page.getByLabel("First Name")).toBeVisible();
    await expect(form(page).getByRole("status")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the confirmation page shows the same confirmation, and its link brings the empty form back", async ({ page }) => {
    await page.goto("/?quote=received#quote-form");
    await expect(confirmation(page)).toBeVisible();
    await expect(confirmation(page).getByRole("link", { name: phoneLink.name })).toHaveAttribute("href", phoneLink.href);
    await expect(page.getByLabel("First Name")).toBeHidden();
    await confirmation(page).getByRole("link", { name: "Send another request" }).click();
    await page.waitForURL(/\/#quote-form$/);
    await expect(page.getByLabel("First Name")).toBeVisible();
    await expect(form(page).getByRole("status")).toHaveCount(0);
  });
});
