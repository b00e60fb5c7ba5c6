import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, phone, test } from "./fixtures";
import { ownClientAddress, fieldValues, fillValid, form, submitButton, toasts } from "./quote-helpers";

// Issue 13, items 4 and 5, on phones with JavaScript: a sent request leaves a confirmation that
// stays (focused, announced, gone after a reload), and a failed one says beside the submit button
// what to do now, keeping the values, with the spec's toast covering neither the button nor that.

const api = "**/api/quote-requests";
const emptyForm = { firstName: "", lastName: "", phone: "", email: "", serviceType: "", cityZip: "", description: "" };
const phoneLink = { name: "Call (281) 555-0147", href: "tel:+12815550147" };

const confirmation = (page: Page) => form(page).getByRole("status", { name: "Quote request received" });
const failureNotice = (page: Page) => form(page).getByRole("alert");

type Box = { top: number; bottom: number; left: number; right: number };
const box = (locator: Locator) =>
  locator.evaluate((el): Box => {
    const { top, bottom, left, right } = el.getBoundingClientRect();
    return { top, bottom, left, right };
  });
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const axeViolations = async (page: Page) =>
  (
    await new AxeBuilder({ page }).include("form").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze()
  ).violations.map((v) => v.id);

/** Scrolls until the element's top is `y` px from the viewport's top (again if a smooth scroll was still running). */
const placeAt = (locator: Locator, y: number) =>
  expect
    .poll(() =>
      locator.evaluate((el, at) => {
        const top = Math.round(el.getBoundingClientRect().top);
        if (top !== at) window.scrollBy({ top: top - at, behavior: "instant" });
        return top;
      }, y),
    )
    .toBe(y);

/** Waits for the extras chunk (toasts, schema) that focusing a field loads, so an offline page still has it. */
async function fillWithExtras(page: Page) {
  const extras = page.waitForResponse("**/build/chunks/extras-*.js");
  await fillValid(page);
  await extras;
}

test.use({ ...phone, extraHTTPHeaders: ownClientAddress });

test.describe("after a request is sent", () => {
  test("the form's place confirms it: what happens next, the 24-hour promise and the phone, focused and announced", async ({
    page,
    problems,
  }) => {
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
    // Its heading is on screen, below the toast at the top (polled: the page may still be
    // smooth-scrolling the confirmation into place).
    const clearance = async () => (await box(status)).top - (await box(toasts(page).first())).bottom;
    await expect.poll(clearance, { message: "below the toast" }).toBeGreaterThanOrEqual(0);
    expect((await box(status)).top).toBeLessThan(844 / 2);
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
    // Nothing of the request is kept: only the visit's first page (issue 16) is in sessionStorage.
    const stored = await page.evaluate(() => ({
      local: localStorage.length,
      session: Object.keys(sessionStorage),
      all: JSON.stringify({ ...sessionStorage }),
    }));
    expect(stored.local).toBe(0);
    expect(stored.session).toEqual(["visit"]);
    expect(stored.all).not.toMatch(/Maria|Lopez|555-0199|maria@example\.com|sofa/);
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

test.describe("after a request fails", () => {
  test("a server error says beside the button to try again or call, and keeps the values", async ({ page }) => {
    await page.goto("/");
    await page.route(api, (route) => (route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.continue()));
    await fillWithExtras(page);
    const before = await fieldValues(page);
    await submitButton(page).click();
    await expect(toasts(page).getByText("Failed to submit quote request. Please try again.")).toBeVisible();
    const notice = failureNotice(page);
    await expect(notice).toContainText("Your request wasn't sent");
    await expect(notice).toContainText(/try again in a moment, or call us at \(281\) 555-0147/);
    await expect(notice.getByRole("link", { name: phoneLink.name })).toHaveAttribute("href", phoneLink.href);
    expect(await fieldValues(page)).toEqual(before);
    await expect(submitButton(page)).toBeEnabled();
    // Beside the button: right under it, as wide as the form.
    const [button, message] = [await box(submitButton(page)), await box(notice)];
    expect(message.top - button.bottom).toBeGreaterThanOrEqual(0);
    expect(message.top - button.bottom).toBeLessThan(24);
    expect(await axeViolations(page)).toEqual([]);
    // Trying again sends it, and the message goes.
    await page.unroute(api);
    await submitButton(page).click();
    await expect(confirmation(page)).toBeVisible();
    await expect(failureNotice(page)).toHaveCount(0);
  });

  test("offline, it says so, keeps the values, and sends once back online", async ({ page, context }) => {
    await page.goto("/");
    await fillWithExtras(page);
    const before = await fieldValues(page);
    await context.setOffline(true);
    await submitButton(page).click();
    await expect(toasts(page).getByText("Failed to submit quote request. Please try again.")).toBeVisible();
    const notice = failureNotice(page);
    await expect(notice).toContainText("You appear to be offline.");
    await expect(notice).toContainText(/try again once you're back online, or call us at \(281\) 555-0147/);
    await expect(notice.getByRole("link", { name: phoneLink.name })).toHaveAttribute("href", phoneLink.href);
    expect(await fieldValues(page)).toEqual(before);
    await context.setOffline(false);
    await submitButton(page).click();
    await expect(confirmation(page)).toBeFocused();
  });

  test("an unreachable server (online) is told apart from a server error", async ({ page }) => {
    await page.goto("/");
    await page.route(api, (route) => (route.request().method() === "POST" ? route.abort("connectionrefused") : route.continue()));
    await fillWithExtras(page);
    await submitButton(page).click();
    await expect(failureNotice(page)).toContainText("We couldn't reach our server.");
    await expect(failureNotice(page)).toContainText(/check your connection and try again, or call us at \(281\) 555-0147/);
    expect((await fieldValues(page)).firstName).toBe("Maria");
  });

  for (const width of [360, 390]) {
    for (const where of ["under the header", "at the bottom of the screen"] as const) {
      test.describe(() => {
        test.use({ viewport: { width, height: 844 } });

        test(`on a ${width} px phone the toast covers neither the button nor the message (button ${where})`, async ({ page }) => {
          await page.goto("/");
          await page.route(api, (route) =>
            route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.continue(),
          );
          await fillWithExtras(page);
          // Put the button where the toast or the screen's edge would hide it or the message, then
          // send with the keyboard (a tap would first scroll the button into view).
          const y = where === "under the header" ? 90 : 844 - 60;
          await placeAt(submitButton(page), y);
          await submitButton(page).press("Enter");
          const toast = toasts(page).first();
          await expect(toast.getByText("Failed to submit quote request. Please try again.")).toBeVisible();
          await expect(failureNotice(page)).toBeVisible();
          const layout = async () => {
            const [t, b, m] = [await box(toast), await box(submitButton(page)), await box(failureNotice(page))];
            const onScreen = (r: Box) => r.top >= 0 && r.bottom <= 844;
            return {
              buttonCovered: overlap(t, b),
              messageCovered: overlap(t, m),
              buttonOnScreen: onScreen(b),
              messageOnScreen: onScreen(m),
            };
          };
          await expect
            .poll(layout, { timeout: 4000 })
            .toEqual({ buttonCovered: false, messageCovered: false, buttonOnScreen: true, messageOnScreen: true });
          await expect(toast, "still showing when measured").toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        });
      });
    }
  }
});
