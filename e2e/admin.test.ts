import { signIn } from "./admin-helpers";
import { expect, hasHorizontalScroll, phone, test } from "./fixtures";

// The one browser test of the sign-in form (every other owner test gets the session owner-data.setup.ts
// made): on a phone, a wrong password is said, the Secure session cookie is kept on http://127.0.0.1,
// an open inbox leaves for sign-in when its session ends in another tab, and signing out ends it.
// What the server answers to each post is test/auth-session.test.ts's and test/admin-screens.test.ts's.
test.use(phone);

test("sign in through the form, the cookie kept; an open inbox goes to sign-in when the session ends elsewhere (401 yields null); sign out", async ({
  page,
  context,
  owner,
  pageProblems,
}) => {
  // The deliberate wrong password is answered 401, which Chromium logs, and so is the island's
  // question after the sign-out.
  pageProblems.expect(/status of 401 \(Unauthorized\)/, "the wrong password and the signed-out island's question are answered 401");
  await page.goto("/admin");
  expect(new URL(page.url()).pathname).toBe("/admin/sign-in");
  await signIn(page, { ...owner, password: "not the password at all" });
  await expect(page.getByText("Wrong username or password.")).toBeVisible();
  await signIn(page, owner);
  await page.waitForURL("/admin");
  await expect(page.getByRole("heading", { name: "Quote requests" })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);

  // The Secure cookie is accepted on http://127.0.0.1 (a potentially trustworthy origin).
  const cookie = (await context.cookies()).find((c) => c.name === "__Host-session");
  expect(cookie, "session cookie set").toBeTruthy();
  expect([cookie!.httpOnly, cookie!.secure, cookie!.sameSite, cookie!.path]).toEqual([true, true, "Strict", "/"]);

  // Signed out in another tab: the inbox's island asks again when the tab is shown, gets a 401, and leaves.
  await page.waitForLoadState("networkidle");
  const other = await context.newPage();
  await other.goto("/admin");
  await other.getByRole("button", { name: "Sign out" }).click();
  await other.waitForURL("/admin/sign-in");
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await page.waitForURL("/admin/sign-in");
  await page.goto("/admin");
  expect(new URL(page.url()).pathname).toBe("/admin/sign-in");
  await expect(page.getByRole("heading", { name: "Owner sign-in" })).toBeVisible();
});
