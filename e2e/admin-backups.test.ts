import AxeBuilder from "@axe-core/playwright";
import { expect, hasHorizontalScroll, phone, test } from "./fixtures";

// Issue 30, part 2, on a phone: the nightly backup runs (its Cron Trigger, through wrangler dev's
// /__scheduled), the owner opens Backups from the admin bar, sees the snapshot, and downloads it.
test.use(phone);

test("the owner's Backups screen lists last night's snapshot and downloads it", async ({ ownerPage: page, request }) => {
  expect((await request.get("/__scheduled?cron=30+8+*+*+*")).status()).toBe(200);
  await page.getByRole("navigation", { name: "Owner screens" }).getByRole("link", { name: "Backups" }).click();
  await expect(page.getByRole("heading", { name: "Backups", level: 1 })).toBeVisible();
  // The run finishes after /__scheduled answers: reload until its snapshot is listed.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("list", { name: "Snapshots, newest first" }).getByRole("listitem").first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const first = page.getByRole("list", { name: "Snapshots, newest first" }).getByRole("listitem").first();
  await expect(first).toContainText(/\d+(\.\d)? (KB|bytes) · \d+ rows · kept as daily and the month's/);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await first.getByText("Rows per table").click();
  await expect(first.getByText("quote_requests")).toBeVisible();
  const violations = (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze())
    .violations;
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await page.screenshot({ path: "reports/screens/backups-phone.png", fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    first.getByRole("link", { name: /^Download the snapshot of / }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^spring-junk-removal-\d{4}-\d{2}-\d{2}\.jsonl\.gz$/);
});
