import { photoJpeg } from "../tools/test-photos.mjs";
import { expect, phone, test } from "./fixtures";
import {
  confirmation,
  fieldValues,
  fillAllButService,
  form,
  houstonDay,
  isOnScreen,
  isQuotePost,
  ownClientAddress,
  phoneLink,
  serviceSelect,
} from "./quote-helpers";
import { belowHeaderOnScreen, scrollSettled } from "./site-helpers";

// The quote journey in a browser with JavaScript turned off, on a 390 px phone: the form the
// browser posts itself (multipart, with two photos and a preferred time), the server's re-rendered
// page with the messages, then the 303 to the confirmation and back to the form. What the server
// answers to each post is worker-tested (test/quote-form-post.test.ts, test/quote-preselect.test.ts,
// test/quote-source-page.test.ts, test/quote-photos.test.ts).

test.use({ ...phone, javaScriptEnabled: false, extraHTTPHeaders: ownClientAddress });

test("a quote button lands on the form; the plain form shows the server's messages with the values kept, then sends the request with its photos", async ({
  page,
  browser,
  pageProblems,
}) => {
  // The 400 page itself is logged by Chromium as a failed load.
  pageProblems.expect(
    /status of 400/,
    "the plain form's post with a blank name and a short phone is answered 400 (the page with the messages)",
  );
  // Two 12-megapixel photos made in the browser, four page loads: more than the default minute on a busy two-core machine.
  test.setTimeout(120_000);
  // The photos are made in a page that has JavaScript (this one has none).
  const maker = await browser.newPage();
  const originals = [await photoJpeg(maker, { seed: 21 }), await photoJpeg(maker, { seed: 22 })];
  await maker.close();

  // Issue 13, item 1: without JavaScript the quote buttons are plain links that land on the form.
  await page.goto("/");
  await page.locator("main").getByRole("link", { name: "Get Free Quote Now" }).tap();
  await expect(page).toHaveURL(/#contact$/);
  await scrollSettled(page);
  expect(await belowHeaderOnScreen(page.getByLabel("First Name", { exact: true }))).toBe(true);

  // From a service page, its service chosen by the server: whitespace and a short number pass the
  // browser's own checks; the server catches them.
  await page.goto("/moving-services");
  await expect(form(page).locator('input[name="website"]')).toBeHidden();
  await fillAllButService(page, "Plain", "   ");
  await form(page).getByLabel("Phone").fill("12345");
  await form(page).getByLabel("City or ZIP (optional)").fill("77379");
  const [invalid] = await Promise.all([
    page.waitForResponse((r) => isQuotePost(r.request())),
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
    lastName: "Plain",
    phone: "12345",
    email: "jordan.plain@example.com",
    serviceType: "moving-services",
    cityZip: "77379",
    description: "Two-bedroom apartment to a house in Klein.",
  });

  // Corrected, with two photos and a preferred day and window (issue 15): the 303 to the confirmation.
  await page.getByLabel("First Name").fill("Jordan");
  await page.getByLabel("Phone").fill("(281) 555-0166");
  await form(page)
    .getByLabel("Photos (optional)")
    .setInputFiles(originals.map((buffer, i) => ({ name: `DSC_0${i}.jpg`, mimeType: "image/jpeg", buffer })));
  await form(page).getByLabel("Preferred day (optional)").fill(houstonDay(1));
  await form(page).getByLabel("Arrival window (optional)").selectOption("13-15");
  const [redirect] = await Promise.all([
    page.waitForResponse((r) => isQuotePost(r.request())),
    form(page).getByRole("button", { name: "Request Free Quote" }).click(),
  ]);
  expect(redirect.status()).toBe(303);
  // The address carries a one-time code, never the customer's page token (issue 43): the page exchanged it for the link.
  await page.waitForURL(/\/moving-services\?quote=received&code=[\w-]{22}#quote-form$/);
  const status = confirmation(page);
  await expect(status).toBeVisible();
  await expect(status).toHaveText(/Quote request received/);
  await expect.poll(() => isOnScreen(status), { message: "the confirmation is on screen" }).toBe(true);
  await expect(status.getByRole("link", { name: phoneLink.name })).toHaveAttribute("href", phoneLink.href);
  await expect(page.getByLabel("First Name")).toBeHidden();
  const myPage = (await status.getByRole("link", { name: "Open your page" }).getAttribute("href"))!;
  expect(myPage).toMatch(/^\/my\/[\w-]{43}$/);

  // Its link brings the empty form back, the page's service chosen again.
  await status.getByRole("link", { name: "Send another request" }).click();
  await page.waitForURL(/\/moving-services#quote-form$/);
  await expect(page.getByLabel("First Name")).toBeVisible();
  await expect(page.getByLabel("First Name")).toHaveValue("");
  await expect(serviceSelect(page)).toHaveValue("moving-services");
  await expect(form(page).getByRole("status")).toHaveCount(0);

  // Both photos the browser posted were kept with the request: the customer's own page shows them
  // (the owner's detail shows a request's photos: test/admin-photos.test.ts).
  await page.goto(myPage);
  await expect(page.getByRole("img", { name: /^Your photo \d$/ })).toHaveCount(2);
});
