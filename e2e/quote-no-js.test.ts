import type { Locator } from "@playwright/test";
import { desktop, expect, phone, test } from "./fixtures";
import { ownClientAddress, fieldValues, fillFields, form } from "./quote-helpers";

// The whole quote flow in a browser with JavaScript turned off: a plain form post, the server's
// re-rendered page with the messages, then the 303 to the confirmation.

// The fragment scroll is smooth (CSS scroll-behavior), so it is polled for a while; page-side
// waits (waitForFunction) would need JavaScript, which is off here.
const isOnScreen = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });

test.describe("quote form without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: ownClientAddress });

  for (const [name, device] of [
    ["desktop", desktop],
    ["phone", phone],
  ] as const) {
    test.describe(() => {
      test.use(device);

      test(`shows server messages with the values kept, then confirms the request (${name})`, async ({ page, problems }) => {
        await page.goto("/");
        await expect(form(page).locator('input[name="website"]')).toBeHidden();
        // Whitespace and a short number pass the browser's own checks; the server catches them.
        await fillFields(page, { "First Name": "   ", Phone: "12345" });
        const [invalid] = await Promise.all([
          page.waitForResponse("**/api/quote-requests"),
          form(page).getByRole("button", { name: "Request Free Quote" }).click(),
        ]);
        expect(invalid.status()).toBe(400);
        await page.waitForLoadState();
        await expect(page.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
        await expect(form(page).getByRole("alert")).toHaveText(/Please correct the highlighted fields\./);
        await expect.poll(() => isOnScreen(page.getByLabel("First Name")), { message: "the page opens at the form" }).toBe(true);
        await expect(form(page).getByText("Required", { exact: true })).toHaveCount(1);
        await expect(form(page).getByText("Enter a valid phone number")).toBeVisible();
        const kept = await fieldValues(page);
        expect({ ...kept, firstName: kept.firstName.trim() }).toEqual({
          firstName: "",
          lastName: "Lopez",
          phone: "12345",
          email: "maria@example.com",
          serviceType: "junk-removal",
          cityZip: "77379",
          description: "Old sectional sofa and a treadmill from the garage.",
        });

        await page.getByLabel("First Name").fill("Maria");
        await page.getByLabel("Phone").fill("(281) 555-0199");
        const [redirect] = await Promise.all([
          page.waitForResponse("**/api/quote-requests"),
          form(page).getByRole("button", { name: "Request Free Quote" }).click(),
        ]);
        expect(redirect.status()).toBe(303);
        await page.waitForURL(/\/\?quote=received&my=[\w-]{43}#quote-form$/);
        const status = form(page).getByRole("status");
        await expect(status).toBeVisible();
        await expect(status).toHaveText(/Quote request received/);
        await expect.poll(() => isOnScreen(status), { message: "the confirmation is on screen" }).toBe(true);
        // The 400 page itself is logged by Chromium as a failed load; nothing else may be.
        expect(problems.filter((p) => !p.includes("status of 400"))).toEqual([]);
      });
    });
  }

  test("refuses the form when another site posts it", async ({ page }) => {
    const res = await page.request.post("/api/quote-requests", {
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      data: "firstName=A",
    });
    expect(res.status()).toBe(403);
  });

  test("treats a filled honeypot as received (a bot learns nothing)", async ({ page }) => {
    await page.goto("/");
    await fillFields(page);
    await form(page).locator('input[name="website"]').fill("http://spam.example", { force: true });
    await form(page).getByRole("button", { name: "Request Free Quote" }).click();
    await page.waitForURL(/\/\?quote=received&my=[\w-]{43}#quote-form$/);
    await expect(form(page).getByRole("status")).toHaveText(/Quote request received/);
  });
});
