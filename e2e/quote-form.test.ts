import { expect, hasHorizontalScroll, phone, test } from "./fixtures";
import { awake, ownClientAddress, fieldValues, fillValid, form, submitButton, toasts } from "./quote-helpers";

const api = "**/api/quote-requests";
const emptyForm = { firstName: "", lastName: "", phone: "", email: "", serviceType: "", cityZip: "", description: "" };

test.describe("quote form with JavaScript", () => {
  test.use({ extraHTTPHeaders: ownClientAddress });

  test.describe(() => {
    test.use(phone);

    test("shows the idle form: labelled fields, a disabled placeholder service option, a hidden honeypot", async ({ page, problems }) => {
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      for (const label of ["First Name", "Last Name", "Phone", "Email", "Service Type", "City or ZIP (optional)", "Project Details"]) {
        await expect(page.getByLabel(label, { exact: true }), label).toBeVisible();
      }
      await expect(page.getByLabel("Project Details")).toHaveAttribute("rows", "4");
      await expect(submitButton(page)).toHaveText("Request Free Quote");
      const options = await page
        .getByLabel("Service Type")
        .locator("option")
        .evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent, (o as HTMLOptionElement).disabled]));
      expect(options).toEqual([
        ["", "Select a service", true],
        ["junk-removal", "Junk Removal", false],
        ["moving-services", "Moving Services", false],
        ["cleanout-services", "Cleanout Services", false],
        ["demo-removal", "Demo & Removal", false],
      ]);
      const honeypot = form(page).locator('input[name="website"]');
      await expect(honeypot).toBeHidden();
      await expect(honeypot).toHaveAttribute("tabindex", "-1");
      await expect(page.getByRole("textbox", { name: /leave this field empty/i }), "hidden from assistive technology").toHaveCount(0);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await page.getByLabel("First Name").focus();
      await expect(page.getByLabel("First Name"), "visible focus ring").not.toHaveCSS("box-shadow", "none");
      expect(problems).toEqual([]);
    });
  });

  test("checks fields on submit without sending anything, shows the messages and focuses the first invalid field", async ({ page }) => {
    await page.goto("/");
    const posts: string[] = [];
    page.on("request", (r) => void (r.method() === "POST" && posts.push(r.url())));
    await page.getByLabel("Email").fill("maria-at-example");
    await awake(form(page));
    await submitButton(page).click();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    const firstName = page.getByLabel("First Name");
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    const describedBy = await firstName.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Required");
    await expect(form(page).getByText("Required", { exact: true })).toHaveCount(5);
    await expect(page.getByLabel("City or ZIP (optional)")).toHaveAttribute("aria-invalid", "false");
    expect(posts).toEqual([]);
  });

  test("reads Submitting... while sending, then toasts success and resets the form", async ({ page, problems }) => {
    await page.goto("/");
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(api, async (route) => {
      await held;
      await route.continue();
    });
    await fillValid(page);
    await submitButton(page).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeVisible();
    await expect(submitButton(page)).toBeDisabled();
    const response = page.waitForResponse(api);
    release();
    expect((await response).status()).toBe(201);
    await expect(toasts(page).getByText("Quote Request Submitted!")).toBeVisible();
    await expect(toasts(page).getByText("We'll get back to you with a free quote within 24 hours.")).toHaveCount(1);
    // Issue 13, item 4: a confirmation now takes the form's place; its button brings the form back.
    await page.getByRole("button", { name: "Send another request" }).click();
    await expect(submitButton(page)).toHaveText("Request Free Quote");
    await expect(submitButton(page)).toBeEnabled();
    await expect.poll(() => fieldValues(page)).toEqual(emptyForm);
    expect(problems).toEqual([]);
  });

  test("toasts a destructive Error and keeps the values when the server fails", async ({ page }) => {
    await page.goto("/");
    await page.route(api, (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down"}' }));
    await fillValid(page);
    const before = await fieldValues(page);
    await submitButton(page).click();
    const toast = toasts(page).first();
    await expect(toast.getByText("Error", { exact: true })).toBeVisible();
    await expect(toast.getByText("Failed to submit quote request. Please try again.")).toBeVisible();
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    expect(await fieldValues(page)).toEqual(before);
    await expect(submitButton(page)).toBeEnabled();
  });

  test("shows one toast at a time: a new one replaces the old", async ({ page }) => {
    await page.goto("/");
    let fail = true;
    await page.route(api, (route) => (fail ? route.fulfill({ status: 500, body: "" }) : route.continue()));
    await fillValid(page);
    await submitButton(page).click();
    await expect(toasts(page).getByText("Failed to submit quote request. Please try again.")).toBeVisible();
    fail = false;
    await submitButton(page).click();
    await expect(toasts(page).getByText("Quote Request Submitted!")).toBeVisible();
    // Counted at once, not retried: the old toast must be gone when the new one shows, not later.
    expect(await toasts(page).count()).toBe(1);
    expect(await toasts(page).getByText("Failed to submit quote request. Please try again.").count()).toBe(0);
  });

  test("focuses the notifications with F8 and closes a toast with its button", async ({ page }) => {
    await page.goto("/");
    await page.route(api, (route) => route.fulfill({ status: 503, body: "" }));
    await fillValid(page);
    await submitButton(page).click();
    const message = toasts(page).getByText("Failed to submit quote request. Please try again.");
    await expect(message).toBeVisible();
    await page.keyboard.press("F8");
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="region"][aria-label^="Notifications"]'))))
      .toBe(true);
    await toasts(page).first().getByRole("button", { name: "Close" }).click();
    await expect(message).toHaveCount(0);
  });

  test("dismisses a toast by itself after 5 seconds", async ({ page }) => {
    await page.goto("/");
    await page.route(api, (route) => route.fulfill({ status: 503, body: "" }));
    await fillValid(page);
    await page.mouse.move(0, 0);
    await submitButton(page).press("Enter");
    const message = toasts(page).getByText("Failed to submit quote request. Please try again.");
    await expect(message).toBeVisible();
    const shownAt = Date.now();
    await expect(message).toHaveCount(0, { timeout: 9000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor >= 4000 && shownFor < 9000, `toast shown for ${shownFor} ms`).toBe(true);
  });

  test("shows server field messages when the server rejects what the browser accepted", async ({ page }) => {
    await page.goto("/");
    await page.route(api, (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ error: "x", fields: { email: "This address cannot receive mail" } }),
      }),
    );
    await fillValid(page);
    await submitButton(page).click();
    await expect(page.getByText("This address cannot receive mail")).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();
  });

  test("still sends and confirms at the form when the toast code cannot load", async ({ page }) => {
    await page.goto("/");
    await page.route("**/build/chunks/extras-*.js", (route) => route.abort());
    await fillValid(page, { Email: "not-checked-in-the-browser" });
    await submitButton(page).click();
    await expect(page.getByText("Enter a valid email address")).toBeVisible(); // the server's message
    await page.getByLabel("Email").fill("maria@example.com");
    const response = page.waitForResponse(api);
    await submitButton(page).click();
    expect((await response).status()).toBe(201);
    const status = form(page).getByRole("status");
    await expect(status).toBeVisible();
    await expect(status).toHaveText(/Quote request received/);
  });

  test.describe(() => {
    // A real 429: this context keeps the loopback address, and the same client first uses up the
    // limit. Every other test posts from an address of its own, so no other test can be limited by it.
    test.use({ extraHTTPHeaders: {} });

    test("tells a rate-limited visitor to wait or call, keeping the values", async ({ page }) => {
      await page.goto("/");
      // The form is filled first, so that the click follows the limit at once: the limiter's
      // one-minute window could otherwise roll over in between on a slow machine.
      await fillValid(page);
      let status = 0;
      for (let i = 0; i < 10 && status !== 429; i++) {
        status = await page.evaluate(
          async () =>
            (await fetch("/api/quote-requests", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status,
        );
        if (status === 400) {
          status = await page.evaluate(
            async (body) =>
              (await fetch("/api/quote-requests", { method: "POST", headers: { "content-type": "application/json" }, body })).status,
            JSON.stringify({
              firstName: "Rate",
              lastName: "Limit",
              phone: "2815550100",
              email: "rl@example.com",
              serviceType: "junk-removal",
              description: "filler",
            }),
          );
        }
      }
      expect(status, "the limit was reached").toBe(429);
      await submitButton(page).click();
      const alert = form(page).getByRole("alert");
      await expect(alert).toBeVisible();
      await expect(alert).toHaveText(/Please wait a minute and try again, or call us at \(281\) 555-0147/);
      await expect(alert.getByRole("link", { name: "Call (281) 555-0147" })).toHaveAttribute("href", "tel:+12815550147");
      expect((await fieldValues(page)).firstName).toBe("Maria");
    });
  });
});
