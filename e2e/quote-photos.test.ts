import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { photoJpeg } from "../tools/test-photos.mjs";
import { signIn, uniqueSuffix } from "./admin-helpers";
import { expect, phone, test } from "./fixtures";
import { owner } from "./owner-data";
import { fillFields, fillValid, form, ownClientAddress, submitButton, toasts } from "./quote-helpers";

// Issue 15 on a phone: a visitor sends a request with two 12-megapixel photos and a preferred
// day and window, with JavaScript (resized in the browser, uploaded with progress) and without
// it (the plain multipart form), and the owner finds the photos in the request's detail.

/** Houston's date `days` from now, as the date input takes it. */
const houstonDay = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(new Date(Date.now() + days * 86_400_000));

async function photosInOwnersDetail(page: Page, firstName: string) {
  await page.goto("/admin/sign-in");
  await signIn(page, owner);
  await page.waitForURL("/admin");
  await page.goto(`/admin?q=${encodeURIComponent(firstName)}`);
  await page
    .getByRole("link", { name: new RegExp(firstName) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(firstName);
  return page.getByRole("img", { name: /^Photo \d of 2$/ });
}

test.describe("photos and a preferred time with the quote request, on a phone", () => {
  test.use({ ...phone, extraHTTPHeaders: ownClientAddress });

  test("with JavaScript: two 4000x3000 photos are resized, uploaded with progress, and reach the owner's detail", async ({
    page,
    problems,
  }) => {
    const originals = [await photoJpeg(page, { seed: 11, noise: 16 }), await photoJpeg(page, { seed: 12, noise: 16 })];
    expect(Math.min(...originals.map((o) => o.length)), "the originals weigh what a phone's do").toBeGreaterThan(2_500_000);
    const uploaded: { width: number; height: number; bytes: number }[] = [];
    page.on("response", async (r) => {
      if (r.url().includes("/api/quote-photos") && r.status() === 201) uploaded.push(await r.json());
    });
    // The uploads are held a moment, as on a slow connection, so their progress can be seen.
    await page.route("**/api/quote-photos**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/junk-removal");
    await page.waitForLoadState("networkidle");
    const firstName = `Photos${uniqueSuffix()}`;
    await fillValid(page, { "First Name": firstName });
    await form(page)
      .getByLabel("Photos (optional)")
      .setInputFiles(originals.map((buffer, i) => ({ name: `IMG_10${i}.JPG`, mimeType: "image/jpeg", buffer })));
    await expect(form(page).getByRole("progressbar").first()).toBeVisible();
    await expect(form(page).getByText("Ready")).toHaveCount(2, { timeout: 30_000 });
    for (const n of [1, 2]) await expect(form(page).getByRole("img", { name: `Photo ${n}` })).toBeVisible();
    await expect(form(page).getByRole("button", { name: "Remove photo 2" })).toBeVisible();
    // The thumbnails, their statuses and remove buttons meet WCAG 2.1 AA like the rest of the form.
    const axe = await new AxeBuilder({ page }).include("form").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    // Resized to 1600 px on the long side, and far under 400 KB each.
    expect(uploaded).toHaveLength(2);
    for (const u of uploaded) {
      expect([u.width, u.height]).toEqual([1600, 1200]);
      expect(u.bytes).toBeLessThan(400_000);
    }

    await form(page).getByLabel("Preferred day (optional)").fill(houstonDay(2));
    await form(page).getByLabel("Arrival window (optional)").selectOption({ label: "9–11 AM" });
    await submitButton(page).click();
    await expect(toasts(page).getByText("Quote Request Submitted!")).toBeVisible();
    expect(problems).toEqual([]);

    const photos = await photosInOwnersDetail(page, firstName);
    await expect(photos).toHaveCount(2);
    for (const photo of await photos.all()) await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  });

  test("a photo the browser cannot read as a picture is marked, and the request waits for the visitor", async ({ page }) => {
    await page.goto("/junk-removal");
    await page.waitForLoadState("networkidle");
    await fillValid(page);
    await form(page)
      .getByLabel("Photos (optional)")
      .setInputFiles([{ name: "quote.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.7 not a picture") }]);
    await expect(form(page).getByText("Photos must be JPEG, PNG or WebP images")).toBeVisible();
    await submitButton(page).click();
    await expect(form(page).getByLabel("Photos (optional)")).toBeFocused();
    await form(page).getByRole("button", { name: "Remove photo 1" }).click();
    await expect(form(page).getByText("Photos must be JPEG, PNG or WebP images")).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the plain form posts the two photos with the request, and the owner sees them", async ({ page, browser }) => {
      // The photos are made in a page that has JavaScript (this one has none).
      const maker = await browser.newPage();
      const originals = [await photoJpeg(maker, { seed: 21 }), await photoJpeg(maker, { seed: 22 })];
      await maker.close();
      await page.goto("/junk-removal");
      const firstName = `Plain${uniqueSuffix()}`;
      await fillFields(page, { "First Name": firstName });
      await form(page)
        .getByLabel("Photos (optional)")
        .setInputFiles(originals.map((buffer, i) => ({ name: `DSC_0${i}.jpg`, mimeType: "image/jpeg", buffer })));
      await form(page).getByLabel("Preferred day (optional)").fill(houstonDay(1));
      await form(page).getByLabel("Arrival window (optional)").selectOption("13-15");
      const [response] = await Promise.all([
        page.waitForResponse("**/api/quote-requests"),
        form(page).getByRole("button", { name: "Request Free Quote" }).click(),
      ]);
      expect(response.status()).toBe(303);
      await expect(page.getByText("Quote request received")).toBeVisible();

      const photos = await photosInOwnersDetail(page, firstName);
      await expect(photos).toHaveCount(2);
    });
  });
});
