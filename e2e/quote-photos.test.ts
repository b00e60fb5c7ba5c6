import AxeBuilder from "@axe-core/playwright";
import { photoJpeg } from "../tools/test-photos.mjs";
import { uniqueSuffix } from "./admin-helpers";
import { expect, phone, test } from "./fixtures";
import { confirmation, fillValid, form, houstonDay, isQuotePost, ownClientAddress, submitButton, toasts } from "./quote-helpers";

// Issue 15 on a phone with JavaScript: a visitor sends a request with two 12-megapixel photos and a
// preferred day and window; the photos are resized in the browser and uploaded with progress, and a
// file that is no picture is marked. The plain multipart form without JavaScript is in
// quote-no-js.test.ts; what the server keeps is worker-tested (test/quote-photos.test.ts,
// test/admin-photos.test.ts).

test.use({ ...phone, extraHTTPHeaders: ownClientAddress });

test("a file that is no picture holds the request; two 4000x3000 photos are resized, uploaded with progress, sent and kept", async ({
  page,
}) => {
  const originals = [await photoJpeg(page, { seed: 11, noise: 16 }), await photoJpeg(page, { seed: 12, noise: 16 })];
  expect(Math.min(...originals.map((o) => o.length)), "the originals weigh what a phone's do").toBeGreaterThan(2_500_000);
  const uploaded: { width: number; height: number; bytes: number }[] = [];
  page.on("response", async (r) => {
    if (r.url().includes("/api/quote-photos") && r.status() === 201) uploaded.push(await r.json());
  });
  await page.goto("/junk-removal");
  const firstName = `Photos${uniqueSuffix()}`;
  await fillValid(page, { "First Name": firstName });
  const photosField = form(page).getByLabel("Photos (optional)");

  // A file the browser cannot read as a picture is marked, and the request waits for the visitor.
  await photosField.setInputFiles([{ name: "quote.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.7 not a picture") }]);
  await expect(form(page).getByText("Photos must be JPEG, PNG or WebP images")).toBeVisible();
  await submitButton(page).click();
  await expect(photosField).toBeFocused();
  await form(page).getByRole("button", { name: "Remove photo 1" }).click();
  await expect(form(page).getByText("Photos must be JPEG, PNG or WebP images")).toHaveCount(0);

  // The uploads are held, as on a slow connection, until their progress has been seen.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/quote-photos**", async (route) => {
    await held;
    await route.continue();
  });
  await photosField.setInputFiles(originals.map((buffer, i) => ({ name: `IMG_10${i}.JPG`, mimeType: "image/jpeg", buffer })));
  await expect(form(page).getByRole("progressbar").first()).toBeVisible();
  release();
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
  const sent = page.waitForRequest(isQuotePost);
  await submitButton(page).click();
  expect((await sent).postDataJSON().photos, "the request names both uploads").toHaveLength(2);
  await expect(toasts(page).getByText("Quote Request Submitted!")).toBeVisible();

  // Both are kept with the request, at their resized size: the customer's own page, linked from the
  // confirmation, shows them (the owner's detail shows a request's photos: test/admin-photos.test.ts).
  await confirmation(page).locator('a[href^="/my/"]').click();
  await page.waitForURL(/\/my\//);
  const photos = page.getByRole("img", { name: /^Your photo \d$/ });
  await expect(photos).toHaveCount(2);
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  }
});
