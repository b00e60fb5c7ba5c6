import { expect, hasHorizontalScroll, phone, test } from "./fixtures";
import { urgentLeads } from "./owner-data";

// Issue 17, item 3, on the owner's phone: the count in the navigation, the overdue filter and its
// chip, and the marks in words.
test.use(phone);

test("the overdue filter on a phone: count in the navigation, one tap to the overdue list, a chip to undo it", async ({
  ownerPage: page,
}) => {
  const { overdue, dueSoon } = urgentLeads;
  await page.goto("/admin");
  // At least the two seeded here; other tests' leads are fresh.
  await expect(
    page.getByRole("navigation", { name: "Owner screens" }).getByRole("link", { name: /^Inbox\W+\d+ overdue or due soon$/ }),
  ).toBeVisible();
  const overdueRow = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: `${overdue.firstName} ${overdue.lastName}` }) });
  await expect(overdueRow.getByText("Overdue · waiting 30 h")).toBeVisible();

  await page
    .getByRole("navigation", { name: "Reply promise" })
    .getByRole("link", { name: /^Overdue \d+$/ })
    .click();
  expect(new URL(page.url()).search).toBe("?urgency=overdue");
  await expect(page.getByRole("link", { name: `${overdue.firstName} ${overdue.lastName}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `${dueSoon.firstName} ${dueSoon.lastName}` })).toHaveCount(0);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.screenshot({ path: "reports/screens/inbox-overdue-phone.png", fullPage: true });

  // A search keeps the filter; the chip removes it.
  await page.getByLabel("Search").fill(overdue.lastName);
  await page.getByRole("button", { name: "Filter" }).click();
  expect(new URL(page.url()).searchParams.get("urgency")).toBe("overdue");
  await page.getByRole("link", { name: "Remove filter: Overdue: pending over 24 h" }).click();
  expect(new URL(page.url()).searchParams.get("urgency")).toBeNull();
  await page.getByRole("link", { name: "Clear" }).click();

  await page
    .getByRole("navigation", { name: "Reply promise" })
    .getByRole("link", { name: /^Due soon \d+$/ })
    .click();
  await expect(page.getByRole("link", { name: `${dueSoon.firstName} ${dueSoon.lastName}` })).toBeVisible();
  await expect(page.getByText("Due soon · waiting 22 h").first()).toBeVisible();
  await page.getByRole("link", { name: `${dueSoon.firstName} ${dueSoon.lastName}` }).click();
  await expect(page.getByText("Due soon · waiting 22 h")).toBeVisible();
  await page.getByLabel("Add a note").fill("Called, left voicemail <b>not bold</b>");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByText("Note saved.")).toBeVisible();
  await expect(page.getByText("Called, left voicemail <b>not bold</b>")).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.screenshot({ path: "reports/screens/request-timeline-phone.png", fullPage: true });
});
