import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { expect, hasHorizontalScroll, phone, test } from "./fixtures";
import { leads } from "./owner-data";

// The owner books a job from a phone, finds it on the schedule and puts it in the phone's calendar.

/** A day in Houston's calendar, `days` after today there: what the owner means by "tomorrow". */
function houstonDay(days: number) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
const longDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
/** The date and hour Houston's clocks show at an instant. */
const houstonClock = (instant: Date) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Chicago",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:00`;
};

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.use(phone);

test("book a request on a phone, see it on the schedule, download its calendar file, then delete it", async ({
  ownerPage: page,
  problems,
}) => {
  const lead = leads.booking;
  const name = `${lead.firstName} ${lead.lastName}`;
  const day = houstonDay(1);
  await page.getByLabel("Search").fill(lead.lastName);
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByRole("link", { name }).click();

  await expect(page.getByRole("heading", { name: "Book this job" })).toBeVisible();
  await page.getByLabel("Day").fill(day);
  await page.getByLabel("Arrival window").selectOption({ label: "9–11 AM" });
  await page.getByRole("button", { name: "Book job" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Booked for ${longDay(day)}, 9–11 AM. No confirmation e-mail was sent: customer e-mail is not set up.`,
  );
  await expect(page.getByText("Scheduled", { exact: true }).first()).toBeVisible();
  expect(await hasHorizontalScroll(page), "detail scrolls sideways").toBe(false);
  await page.getByRole("heading", { name: "Delete this request" }).click();
  await expect(page.getByLabel("Yes, delete this request")).toBeVisible();
  expect(await axeViolations(page), "booked detail, delete control open").toEqual([]);

  await page.getByRole("link", { name: "Schedule", exact: true }).click();
  await expect(page.getByRole("link", { name: "Schedule", exact: true })).toHaveAttribute("aria-current", "page");
  const tomorrow = page.getByRole("region", { name: /^Tomorrow/ });
  const card = tomorrow.getByRole("listitem").filter({ hasText: lead.lastName });
  await expect(card).toContainText("9–11 AM");
  await expect(card).toContainText("Moving Services · 77379, TX");
  await expect(card.getByRole("link", { name: `Call ${name}` })).toHaveAttribute("href", "tel:+18325550177");
  await expect(card.getByRole("link", { name: "Map of 77379, TX" })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=77379%2C%20TX",
  );
  expect(await hasHorizontalScroll(page), "schedule scrolls sideways").toBe(false);
  expect(await axeViolations(page), "schedule").toEqual([]);
  // Thumb-sized: every button on the card at least 44 px high.
  for (const link of await card.getByRole("link").all()) {
    if ((await link.textContent())?.includes(lead.lastName)) continue;
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }

  const downloading = page.waitForEvent("download");
  await card.getByRole("link", { name: `Calendar file (.ics) for ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`booking-${lead.lastName.toLowerCase()}-${day}.ics`);
  const text = await readFile((await download.path())!, "utf8");
  expect(text.endsWith("\r\n")).toBe(true);
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  const event = new ICAL.Event(events[0]!);
  expect(event.summary).toBe(`Moving Services: ${name}`);
  expect(event.location).toBe("77379, TX");
  expect(event.description).toContain("Phone: 832-555-0177");
  expect(event.description).toContain(`/admin/requests/`);
  expect(houstonClock(event.startDate.toJSDate())).toBe(`${day} 09:00`);
  expect(houstonClock(event.endDate.toJSDate())).toBe(`${day} 11:00`);

  // Done with it: deleting asks for the box to be ticked first, with no script involved.
  await card.getByRole("link", { name, exact: true }).click();
  await page.getByRole("heading", { name: "Delete this request" }).click();
  const confirm = page.getByLabel("Yes, delete this request");
  await page.getByRole("button", { name: "Delete request" }).click();
  // The browser holds the form back: the box is required and still empty.
  expect(await confirm.evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await confirm.check();
  await page.getByRole("button", { name: "Delete request" }).click();
  await page.waitForURL("/admin");
  await expect(page.getByRole("status")).toHaveText(`Request from ${name} deleted.`);
  await page.getByRole("link", { name: "Schedule", exact: true }).click();
  await expect(page.getByText(lead.lastName)).toHaveCount(0);

  expect(problems).toEqual([]);
});
