import { expect, test } from "./fixtures";
import { signIn } from "./admin-helpers";
import { deviceOwner, longNameLead } from "./owner-data";

// Issue 11's findings where a browser sees them: a long search in the inbox, the owner's device
// cookie against a lockout, and the one URL of a page.

test("a 100-character search in several scripts finds the lead in the inbox", async ({ ownerPage: page, problems }) => {
  const longName = longNameLead.lastName;
  expect(longName).toHaveLength(100);
  await page.getByLabel("Search").fill(longName);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();
  await expect(page.getByRole("link", { name: `Zoë ${longName}` })).toBeVisible();
  expect(problems).toEqual([]);
});

test("the owner's known browser signs in while strangers have locked the username; a new browser is told to wait", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await page.goto("/admin/sign-in");
  await signIn(page, deviceOwner);
  await page.waitForURL("/admin");
  const device = (await page.context().cookies()).find((c) => c.name === "__Host-device");
  expect(device, "device cookie set").toBeTruthy();
  expect([device!.httpOnly, device!.secure, device!.sameSite, device!.path]).toEqual([true, true, "Strict", "/"]);
  expect(device!.expires * 1000, "the device cookie lasts about a year").toBeGreaterThan(Date.now() + 300 * 24 * 60 * 60 * 1000);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL("/admin/sign-in");

  // A stranger's guesses from other networks, sent the way a script would: not through the page,
  // and without the owner's cookies.
  for (let i = 0; i < 5; i++) {
    const guess = await request.post("/admin/sign-in", {
      maxRedirects: 0,
      headers: { origin: baseURL!, "cf-connecting-ip": `198.18.99.${i + 1}` },
      form: { username: deviceOwner.username, password: `guess number ${i}` },
    });
    expect(guess.status()).toBe(401);
  }

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto("/admin/sign-in");
  await signIn(strangerPage, deviceOwner);
  await expect(strangerPage.getByText("Too many sign-in attempts. Please wait 15 minutes and try again.")).toBeVisible();
  expect(new URL(strangerPage.url()).pathname).toBe("/admin/sign-in");
  await stranger.close();

  await signIn(page, deviceOwner);
  await page.waitForURL("/admin");
  await expect(page.getByRole("heading", { name: "Quote requests" })).toBeVisible();
});

test("a percent-encoded twin of a page lands on the page's one URL", async ({ page, problems, baseURL }) => {
  await page.goto("/junk%2Dremoval");
  // Chromium sends the twin as typed: the server's 301 is what brings the page to its one URL.
  const redirects = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).redirectCount);
  expect(redirects).toBe(1);
  expect(page.url()).toBe(`${baseURL}/junk-removal`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/junk-removal`);
  expect(problems).toEqual([]);
});
