import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { photoJpeg } from "../tools/test-photos.mjs";
import { expect, hasHorizontalScroll, phone, test } from "./fixtures";
import { houstonDay, journeys } from "./owner-data";

// The owner's journey on a 390 px phone, clicked through once: a request (seeded, owner-data.ts) is
// quoted, booked, found on the schedule, and completed with before and after photos (the phone's
// file pickers) and where the load went; the customer's page then shows the receipt, with its photos,
// and prints it alone on one page. What each post stores and answers is the worker tests'
// (test/admin-quote, admin-booking, admin-schedule, admin-complete, customer-receipt).

test.use(phone);
// The whole journey, two screens' photos and a PDF: over a minute on CI's busy two cores.
test.describe.configure({ timeout: 180_000 });

const longDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  });

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The PDF's page count: one "/Type /Page" object per page (not "/Pages", the tree). */
const pdfPages = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

test("the owner quotes, books and completes a job on a phone; the customer's receipt, printed on one page", async ({
  ownerPage: page,
}, testInfo) => {
  const lead = journeys.owner;
  const name = `${lead.firstName} ${lead.lastName}`;
  const day = houstonDay(1);
  // Leads first: the search form is folded away until asked for.
  await page.getByText("Search and filter").click();
  await page.getByLabel("Search").fill(lead.lastName);
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByRole("link", { name }).click();

  // Quoted.
  const quotePanel = page.getByRole("region", { name: "Quote" });
  await quotePanel.getByLabel("From ($)").fill("380");
  await quotePanel.getByLabel("To ($)").fill("420");
  await quotePanel.getByLabel("What is included").fill("Labor, loading, hauling and disposal");
  await quotePanel.getByRole("button", { name: "Save quote" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Quote v1 saved: $380–$420." })).toBeVisible();

  // Booked.
  await expect(page.getByRole("heading", { name: "Book this job" })).toBeVisible();
  await page.getByLabel("Day").fill(day);
  await page.getByLabel("Arrival window").selectOption({ label: "9–11 AM" });
  await page.getByRole("button", { name: "Book job" }).click();
  await expect(page.getByRole("status").first()).toHaveText(
    `Booked for ${longDay(day)}, 9–11 AM. No confirmation e-mail was sent: customer e-mail is not set up.`,
  );
  await expect(page.getByText("Scheduled", { exact: true }).first()).toBeVisible();
  expect(await hasHorizontalScroll(page), "detail scrolls sideways").toBe(false);

  // On the schedule, tomorrow, with thumb-sized buttons.
  await page.getByRole("link", { name: "Schedule", exact: true }).click();
  await expect(page.getByRole("link", { name: "Schedule", exact: true })).toHaveAttribute("aria-current", "page");
  const card = page
    .getByRole("region", { name: /^Tomorrow/ })
    .getByRole("listitem")
    .filter({ hasText: lead.lastName });
  await expect(card).toContainText("9–11 AM");
  await expect(card).toContainText("Junk Removal · 77379, TX");
  await expect(card.getByRole("link", { name: `Call ${name}` })).toHaveAttribute("href", "tel:+18325550177");
  await expect(card.getByRole("link", { name: "Map of 77379, TX" })).toBeVisible();
  await expect(card.getByRole("link", { name: `Calendar file (.ics) for ${name}` })).toHaveAttribute(
    "href",
    `/admin/requests/${lead.id}/booking.ics`,
  );
  expect(await hasHorizontalScroll(page), "schedule scrolls sideways").toBe(false);
  for (const link of await card.getByRole("link").all()) {
    if ((await link.textContent())?.includes(lead.lastName)) continue;
    expect((await link.boundingBox())!.height, (await link.textContent()) ?? "").toBeGreaterThanOrEqual(44);
  }

  // Completed, from the schedule's card, with photos from the phone's pickers.
  await card.getByRole("link", { name, exact: true }).click();
  const complete = page.getByRole("region", { name: "Complete the job" });
  await expect(complete.getByLabel("Final amount paid, in dollars")).toHaveValue("420");
  await complete.getByRole("radio", { name: "Credit card" }).check();
  await complete.getByLabel("What was done (optional)").fill("Hauled a sofa, a dresser and an old mattress from the garage.");
  const [before, after] = [
    await photoJpeg(page, { seed: 31, width: 1600, height: 1200 }),
    await photoJpeg(page, { seed: 32, width: 1600, height: 1200 }),
  ];
  await complete.getByLabel("Before photos (optional)").setInputFiles([{ name: "IMG_2001.JPG", mimeType: "image/jpeg", buffer: before }]);
  await complete.getByLabel("After photos (optional)").setInputFiles([{ name: "IMG_2002.JPG", mimeType: "image/jpeg", buffer: after }]);
  await complete.getByText("Where the load went (optional)").click();
  await complete.getByLabel("Donated %").fill("40");
  await complete.getByLabel("Recycled %").fill("35");
  await complete.getByLabel("Landfill %").fill("25");
  await complete.getByLabel("Donated to (the charity)").fill("Goodwill Spring");
  await complete.getByRole("button", { name: "Complete the job" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Job completed: $420.00 paid by credit card.");
  const done = page.getByRole("region", { name: "Job completed" });
  await expect(done).toContainText("Donated 40% · Recycled 35% · Landfill 25%");
  await expect(done.getByRole("img")).toHaveCount(2);
  expect(await hasHorizontalScroll(page), "the completed job at 390 px").toBe(false);
  await page.screenshot({ path: testInfo.outputPath("owner-completed.png"), fullPage: true });

  // The customer's page: the receipt with its photos, then the review ask.
  await page.goto(lead.myPage);
  const receipt = page.getByRole("region", { name: "Your receipt" });
  await expect(receipt).toContainText("$420.00");
  await expect(receipt).toContainText("Goodwill Spring");
  await expect(receipt.getByRole("img")).toHaveCount(2);
  for (const photo of await receipt.getByRole("img").all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  const review = page.getByRole("region", { name: "How did we do?" });
  await expect(review.getByRole("link", { name: "Leave us a Google review" })).toBeVisible();
  await expect(receipt.getByRole("button", { name: "Print receipt" })).toBeVisible();
  expect(await hasHorizontalScroll(page), "the receipt at 390 px").toBe(false);
  expect(await axeViolations(page), "the receipt").toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("receipt-phone.png"), fullPage: true });

  // Printed: the receipt alone, on one page.
  await page.emulateMedia({ media: "print" });
  await expect(receipt).toBeVisible();
  await expect(review).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("link", { name: /Call/ }).first()).toBeHidden();
  const pdf = await page.pdf({ format: "Letter", path: testInfo.outputPath("receipt.pdf") });
  expect(pdfPages(pdf)).toBe(1);
});
