import { d1File, lockD1 } from "../scripts/d1-file.mjs";
import { createOwner, signIn, uniqueSuffix } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { fillFields, fillValid, form, ownClientAddress, submitButton } from "./quote-helpers";

// Issue 30: a request accepted is a request kept. The e2e server's D1 file is locked from outside
// (as an outage makes D1 fail) while visitors send the form, with JavaScript and without: each sees
// the normal confirmation, and once the lock is released the owner finds both leads in the inbox.
// Its own Playwright project, run after every other browser test (playwright.config.ts): the lock
// stops the whole site's database, and no other test may meet it. Alone, with its own owner account:
//   npm run test:e2e -- --project "database outage" --no-deps

const lockFor = async <T>(work: () => Promise<T>) => {
  const release = lockD1(d1File(process.env.E2E_PERSIST_TO!));
  try {
    return await work();
  } finally {
    release();
  }
};

test.use({ extraHTTPHeaders: ownClientAddress });
// The inbox is polled for up to 90 s below (the queue's retries back off: 5 s, 10 s, 20 s, ...).
test.describe.configure({ timeout: 150_000 });

test("with the database locked, visitors see the confirmation, and the owner finds their requests once it is back", async ({
  page,
  browser,
}) => {
  const suffix = uniqueSuffix();
  const owner = createOwner(`outage${suffix}`, `outage-drill-${suffix}-password`);
  const island = `Islandkept${suffix}`;
  const plain = `Plainkept${suffix}`;
  await page.goto("/junk-removal");
  await fillValid(page, { "Last Name": island });
  const noScript = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "cf-connecting-ip": "10.250.0.1" } });
  const plainPage = await noScript.newPage();
  await plainPage.goto("/junk-removal");
  await fillFields(plainPage, { "Last Name": plain });

  await lockFor(async () => {
    const sent = Date.now();
    const [answer] = await Promise.all([page.waitForResponse("**/api/quote-requests"), submitButton(page).click()]);
    expect(answer.status()).toBe(201);
    await expect(page.getByText("Quote Request Submitted!").first()).toBeVisible();
    expect(Date.now() - sent).toBeLessThan(3_000);

    const [redirect] = await Promise.all([
      plainPage.waitForResponse("**/api/quote-requests"),
      form(plainPage).getByRole("button", { name: "Request Free Quote" }).click(),
    ]);
    expect(redirect.status()).toBe(303);
    await expect(form(plainPage).getByRole("status")).toHaveText(/Quote request received/);
    // The outage lasts until the Worker has met it after both sends: a write of its own (a call-tap
    // event, counted in D1) is refused with 503. (The queue's consumer, which writes the kept copies,
    // meets it the same way; how it retries is test/kept-requests.test.ts's.)
    await expect
      .poll(
        async () => {
          const probe = await page.request.post("/api/events", {
            headers: { origin: new URL(page.url()).origin, "cf-connecting-ip": "10.250.0.2" },
            data: { page: "/junk-removal", kind: "call", visit: crypto.randomUUID() },
          });
          return probe.status();
        },
        { message: "a write the Worker makes during the outage is refused", timeout: 30_000 },
      )
      .toBe(503);
  });
  await noScript.close();

  await page.goto("/admin/sign-in");
  await signIn(page, owner);
  await page.waitForURL("/admin");
  for (const lastName of [island, plain]) {
    await expect
      .poll(
        async () => {
          await page.goto(`/admin?q=${encodeURIComponent(lastName)}`);
          return page.getByRole("link", { name: `Maria ${lastName}` }).count();
        },
        { message: `${lastName} in the inbox, once`, timeout: 90_000, intervals: [2_000] },
      )
      .toBe(1);
  }
});
