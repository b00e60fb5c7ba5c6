import { readFile } from "node:fs/promises";
import { signIn, submitQuoteOnPublicForm, uniqueSuffix, type Quote } from "./admin-helpers";
import { expect, hasHorizontalScroll, phone, test } from "./fixtures";
import { ownClientAddress } from "./quote-helpers";

test.describe("the owner works a lead from the public form to a CSV", () => {
  test.use(phone);

  test.describe(() => {
    // Its own client address: other tests use up the quote rate limit on purpose (quote-form.test.ts).
    test.use({ extraHTTPHeaders: ownClientAddress });

    test("submit a quote, sign in, find it, change its status, export it, sign out", async ({ page, context, problems, owner }) => {
      const suffix = uniqueSuffix();
      const quote: Quote = {
        firstName: "Dana",
        lastName: `Whitfield${suffix}`,
        phone: "(281) 555-0123",
        email: `dana.${suffix}@example.com`,
        serviceLabel: "Junk Removal",
        cityZip: "77379",
        details: "Old sectional sofa, a treadmill and boxes from the garage.",
      };
      await page.goto("/#contact");
      await submitQuoteOnPublicForm(page, quote);

      await page.goto("/admin");
      expect(new URL(page.url()).pathname).toBe("/admin/sign-in");
      await signIn(page, { ...owner, password: "not the password at all" });
      await expect(page.getByText("Wrong username or password.")).toBeVisible();
      await signIn(page, owner);
      await page.waitForURL("/admin");

      // The Secure cookie is accepted on http://127.0.0.1 (a potentially trustworthy origin).
      const cookie = (await context.cookies()).find((c) => c.name === "__Host-session");
      expect(cookie, "session cookie set").toBeTruthy();
      expect([cookie!.httpOnly, cookie!.secure, cookie!.sameSite, cookie!.path]).toEqual([true, true, "Strict", "/"]);

      await page.getByLabel("Search").fill(quote.lastName);
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await page.getByRole("link", { name: `${quote.firstName} ${quote.lastName}` }).click();

      await expect(page.getByRole("heading", { level: 1, name: `${quote.firstName} ${quote.lastName}` })).toBeVisible();
      await expect(page.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+12815550123");
      await expect(page.getByRole("link", { name: "Email" })).toHaveAttribute("href", new RegExp(`^mailto:dana\\.${suffix}@example\\.com`));
      await expect(page.getByText(quote.details)).toBeVisible();
      await page.getByLabel("Change status to").selectOption("contacted");
      await page.getByRole("button", { name: "Update status" }).click();
      await expect(page.getByText("Status updated.")).toBeVisible();
      await expect(page.locator("li", { hasText: "Pending → Contacted" })).toContainText(`By ${owner.username}`);

      await page.goto(`/admin?q=${encodeURIComponent(quote.lastName)}`);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
      const csv = await readFile(await download.path(), "utf8");
      const lines = csv
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(lines.length, "header and the one filtered row").toBe(2);
      expect(lines[1]).toMatch(
        new RegExp(`,Dana,${quote.lastName},\\(281\\) 555-0123,dana\\.${suffix}@example\\.com,Junk Removal,77379,contacted,`),
      );

      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL("/admin/sign-in");
      await page.goto("/admin");
      expect(new URL(page.url()).pathname).toBe("/admin/sign-in");
      await expect(page.getByRole("heading", { name: "Owner sign-in" })).toBeVisible();
      // The deliberate wrong password answered 401, which Chromium logs; nothing else may have gone wrong.
      expect(problems).toEqual(["error: Failed to load resource: the server responded with a status of 401 (Unauthorized)"]);
    });
  });

  test("an open inbox goes to sign-in when the session has ended elsewhere (401 yields null)", async ({
    ownerPage: page,
    context,
    problems,
  }) => {
    await page.waitForLoadState("networkidle");
    const other = await context.newPage();
    await other.goto("/admin");
    await other.getByRole("button", { name: "Sign out" }).click();
    await other.waitForURL("/admin/sign-in");
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await page.waitForURL("/admin/sign-in");
    // The 401 the island asked for is expected; nothing else may have gone wrong.
    expect(problems.filter((p) => !p.includes("401"))).toEqual([]);
  });
});
