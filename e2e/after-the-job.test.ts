import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { photoJpeg } from "../tools/test-photos.mjs";
import { signIn } from "./admin-helpers";
import { expect, hasHorizontalScroll, phone, test } from "./fixtures";
import { owner as ownerAccount } from "./owner-data";
import { fillValid, form, ownClientAddress, submitButton } from "./quote-helpers";

// Issue 33 on a 390 px phone: the crew completes the job with before and after photos and where the
// load went; the customer's page shows the receipt (and prints it on one page) and asks for a review
// with the business's one review link, whose click the owner sees counted.

test.use({ ...phone, extraHTTPHeaders: ownClientAddress });
// Whole journeys through the customer's phone and the owner's: over a minute on CI's busy two cores.
test.describe.configure({ timeout: 180_000 });

const reviewsUrl = /^https:\/\/g\.page\/r\//;

async function ownerOnPhone(browser: Browser) {
  const context = await browser.newContext({
    ...phone,
    extraHTTPHeaders: { "cf-connecting-ip": `10.252.${Math.floor(Math.random() * 250)}.1` },
  });
  const page = await context.newPage();
  await page.goto("/admin/sign-in");
  await signIn(page, ownerAccount);
  await page.waitForURL("/admin");
  return page;
}

async function openRequest(owner: Page, lastName: string) {
  await owner.goto("/admin");
  await owner.getByLabel("Search").fill(lastName);
  await owner.getByRole("button", { name: "Filter" }).click();
  await owner.getByRole("link", { name: new RegExp(lastName) }).click();
}

/** The PDF's page count: one "/Type /Page" object per page (not "/Pages", the tree). */
const pdfPages = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

test("the crew completes the job with photos and where the load went; the customer's receipt, printed on one page; the review link counted", async ({
  page,
  browser,
  problems,
}, testInfo) => {
  const lastName = `Receipt${Date.now().toString(36)}`;
  await page.goto("/junk-removal");
  await fillValid(page, { "Last Name": lastName });
  await submitButton(page).click();
  await form(page).getByRole("link", { name: "Open your page" }).click();
  await expect(page).toHaveURL(/\/my\/[A-Za-z0-9_-]{43}$/);
  const myPage = page.url();
  await expect(page.getByRole("region", { name: "Your receipt" })).toHaveCount(0);

  const owner = await ownerOnPhone(browser);
  await openRequest(owner, lastName);
  const detail = owner.url();
  const complete = owner.getByRole("region", { name: "Complete the job" });
  // Never booked (the crew came the same day): the form is folded under "Complete the job anyway".
  await complete.getByText("Complete the job anyway").click();
  await complete.getByLabel("Final amount paid, in dollars").fill("420");
  await complete.getByRole("radio", { name: "Credit card" }).check();
  await complete.getByLabel("What was done (optional)").fill("Hauled a sofa, a dresser and an old mattress from the garage.");
  const [before, after] = [
    await photoJpeg(owner, { seed: 31, width: 1600, height: 1200 }),
    await photoJpeg(owner, { seed: 32, width: 1600, height: 1200 }),
  ];
  await complete.getByLabel("Before photos (optional)").setInputFiles([{ name: "IMG_2001.JPG", mimeType: "image/jpeg", buffer: before }]);
  await complete.getByLabel("After photos (optional)").setInputFiles([{ name: "IMG_2002.JPG", mimeType: "image/jpeg", buffer: after }]);
  await complete.getByText("Where the load went (optional)").click();
  await complete.getByLabel("Donated %").fill("40");
  await complete.getByLabel("Recycled %").fill("35");
  await complete.getByLabel("Landfill %").fill("25");
  await complete.getByLabel("Donated to (the charity)").fill("Goodwill Spring");
  await complete.getByRole("button", { name: "Complete the job" }).click();
  await expect(owner.getByRole("status").first()).toHaveText("Job completed: $420.00 paid by credit card.");
  const done = owner.getByRole("region", { name: "Job completed" });
  await expect(done).toContainText("Donated 40% · Recycled 35% · Landfill 25%");
  await expect(done.getByRole("img")).toHaveCount(2);
  expect(await hasHorizontalScroll(owner), "the completed job at 390 px").toBe(false);
  await owner.screenshot({ path: testInfo.outputPath("owner-completed.png"), fullPage: true });

  // The customer's page: the receipt, then the review ask.
  await page.goto(myPage);
  const receipt = page.getByRole("region", { name: "Your receipt" });
  await expect(receipt).toContainText("$420.00");
  await expect(receipt).toContainText("Credit Card");
  await expect(receipt).toContainText("Junk Removal");
  await expect(receipt).toContainText(/TxDMV \S+ · USDOT \S+/);
  await expect(receipt).toContainText("Hauled a sofa, a dresser and an old mattress from the garage.");
  await expect(receipt).toContainText("Goodwill Spring");
  await expect(receipt).toContainText("any tax receipt comes from the charity that received them, not from us");
  for (const photo of await receipt.getByRole("img").all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  const review = page.getByRole("region", { name: "How did we do?" });
  await expect(review.getByRole("link", { name: "Leave us a Google review" })).toBeVisible();
  // Nothing steers the customer by what they think of the job, and nothing is offered for a review.
  await expect(review).not.toContainText(/happy|satisf|stars?\b|discount|coupon|gift/i);
  await expect(receipt.getByRole("button", { name: "Print receipt" })).toBeVisible();
  expect(await hasHorizontalScroll(page), "the receipt at 390 px").toBe(false);
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("receipt-phone.png"), fullPage: true });

  // Printed: the receipt alone, on one page.
  await page.emulateMedia({ media: "print" });
  await expect(receipt).toBeVisible();
  await expect(review).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("link", { name: /Call/ }).first()).toBeHidden();
  const pdf = await page.pdf({ format: "Letter", path: testInfo.outputPath("receipt.pdf") });
  expect(pdfPages(pdf)).toBe(1);
  await page.emulateMedia({ media: "screen" });

  // The review link goes through the site (counted), then to the business's review page.
  await page.route(reviewsUrl, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Google review</title>" }));
  await review.getByRole("link", { name: "Leave us a Google review" }).click();
  await expect(page).toHaveURL(reviewsUrl);
  await owner.goto(detail);
  const marks = owner.getByRole("region", { name: "Customer's page" });
  await expect(marks).toContainText(/Review link opened\s*First .* · 1 click/);
  await expect(owner.getByRole("region", { name: "Timeline" })).toContainText("Opened the review link");
  expect(problems).toEqual([]);
});
