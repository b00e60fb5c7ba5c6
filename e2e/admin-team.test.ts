import { signIn, uniqueSuffix } from "./admin-helpers";
import { expect, hasHorizontalScroll, phone, test } from "./fixtures";

// Issue 17, item 7, on a phone: the owner adds a staff member, who signs in with the one-time
// password, must choose their own, then works the inbox but cannot see the team screen.
test.use(phone);

test("adding a staff member who then cannot see the team screen", async ({ ownerPage: page, browser }) => {
  const username = `staff-${uniqueSuffix()}`;
  await page.getByRole("navigation", { name: "Owner screens" }).getByRole("link", { name: "Team" }).click();
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Role").selectOption("staff");
  await page.getByRole("button", { name: "Add member" }).click();
  await expect(page.getByRole("heading", { name: `${username} can sign in now` })).toBeVisible();
  const password = (await page.locator(".font-mono").textContent())!.trim();
  expect(password).toMatch(/^[a-z0-9]{4}(-[a-z0-9]{4}){3}$/);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.screenshot({ path: "reports/screens/team-phone.png", fullPage: true });

  const staffContext = await browser.newContext(phone);
  const staff = await staffContext.newPage();
  await staff.goto("/admin/sign-in");
  await signIn(staff, { username, password });
  await expect(staff.getByText("You signed in with a one-time password. Choose your own to continue.")).toBeVisible();
  await staff.getByLabel("One-time password").fill(password);
  await staff.getByLabel("New password (at least 12 characters)").fill("my own staff passphrase");
  await staff.getByRole("button", { name: "Change password" }).click();
  await expect(staff.getByText("Password changed.")).toBeVisible();
  await staff.screenshot({ path: "reports/screens/account-phone.png", fullPage: true });
  await staff.goto("/admin");
  await expect(staff.getByRole("heading", { name: "Quote requests" })).toBeVisible();
  await expect(staff.getByRole("navigation", { name: "Owner screens" }).getByRole("link", { name: "Team" })).toHaveCount(0);
  const res = await staff.goto("/admin/team");
  expect(res!.status()).toBe(403);
  await staffContext.close();

  // The owner sees the new member signed in, and the password no more.
  await page.goto("/admin/team");
  await expect(page.getByText(password)).toHaveCount(0);
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: username })
      .getByText(/Signed in .* last seen/),
  ).toBeVisible();
});
