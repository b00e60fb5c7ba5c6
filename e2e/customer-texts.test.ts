import type { Page } from "@playwright/test";
import { expect, phone, test } from "./fixtures";
import { houstonDay, journeys, type CustomerLead } from "./owner-data";

// Issue 44, item 1: on a 390 px phone, in each language, the owner's detail offers the one-tap text
// right after the quote, the booking and "On our way": an sms: link that opens Messages with the
// text filled in (its price and the customer's link; the day and window; the arrival as a clock
// time), and Copy. The texts' words for every moment are the worker tests' (test/customer-texts,
// test/customer-moments); here, what the owner's phone shows and taps.

test.use(phone);

/** The offer's text as Messages gets it: the sms: link's body, decoded. */
async function smsText(page: Page) {
  const offer = page.getByRole("region", { name: /^Text .+ now$/ });
  await expect(offer).toBeVisible();
  const href = (await offer.getByRole("link", { name: "Send the text" }).getAttribute("href")) ?? "";
  expect(href).toMatch(/^sms:\+18325550177\?&body=/);
  return decodeURIComponent(href.split("?&body=")[1]!);
}

/** "3:15 PM" / "3:15 p. m.": the arrival clock times possible for a mark made between two instants, rounded to 5 minutes. */
function arrivals(from: number, to: number, minutes: number, marks: [string, string]) {
  const out = new Set<string>();
  for (let t = from; t <= to + 300_000; t += 60_000) {
    const at = new Date(Math.round((t + minutes * 60_000) / 300_000) * 300_000);
    const [h, m] = new Intl.DateTimeFormat("en-GB", { timeZone: "America/Chicago", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .format(at)
      .split(":")
      .map(Number) as [number, number];
    out.add(`${h % 12 || 12}:${String(m).padStart(2, "0")}\u00a0${h < 12 ? marks[0] : marks[1]}`);
  }
  return [...out];
}

const words = {
  en: { price: "Your quote: $295–$345", booked: "You're booked for", marks: ["AM", "PM"] as [string, string], about: "arrive about" },
  es: {
    price: "Su cotización: $295–$345",
    booked: "Su cita quedó para el",
    marks: ["a.\u00a0m.", "p.\u00a0m."] as [string, string],
    about: "llegan hacia la",
  },
};

async function journey(page: Page, lead: CustomerLead, locale: "en" | "es") {
  const w = words[locale];
  await page.goto(`/admin/requests/${lead.id}`);

  // Quoted: the text carries the range and a link to the customer's page, which opens it.
  const quote = page.getByRole("region", { name: "Quote" });
  await quote.getByLabel("From ($)").fill("295");
  await quote.getByLabel("To ($)").fill("345");
  await quote.getByLabel("What is included").fill("Loading, hauling and disposal");
  await quote.getByRole("button", { name: "Save quote" }).click();
  const quoted = await smsText(page);
  expect(quoted).toContain(w.price);
  const link = /https?:\/\/[^/\s]+(\/my\/[\w-]{43})$/.exec(quoted)?.[1];
  expect(link).toBeTruthy();
  // Copy, where the text goes to WhatsApp and the like.
  await page.getByRole("button", { name: "Copy the text" }).click();
  await expect(page.getByText("Copied.")).toBeVisible();

  // Booked for today: the text carries the day and window.
  await page.getByLabel("Day").fill(houstonDay(0));
  await page.getByLabel("Arrival window").selectOption("17-19");
  await page.getByRole("button", { name: "Book job" }).click();
  const booked = await smsText(page);
  expect(booked).toContain(w.booked);
  expect(booked).toMatch(locale === "en" ? /5–7 PM\. See or change it/ : /5–7\sp\.\sm\. Véala o cámbiela/);

  // On our way: the arrival as a clock time in Houston, with the crew lead's name.
  const onTheWay = page.getByRole("region", { name: "On our way" });
  await onTheWay.getByText("30 min").click();
  await onTheWay.getByLabel("Crew lead's first name (optional)").fill("Luis");
  const before = Date.now();
  await onTheWay.getByRole("button", { name: "Tell the customer we're on the way" }).click();
  const text = await smsText(page);
  const after = Date.now();
  const clock = arrivals(before, after, 30, w.marks);
  expect(
    clock.some((time) => text.includes(`Luis ${locale === "en" ? "and the crew" : "y el equipo"} ${w.about}`) && text.includes(time)),
  ).toBe(true);
  return { link: link! };
}

test("the owner's one-tap texts in English: the quote's price and link, the booking, the arrival time", async ({
  ownerPage: page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { link } = await journey(page, journeys.textsEn, "en");
  // The quote's link opens the customer's page.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the owner's one-tap texts in Spanish: the customer's language, no double stop", async ({ ownerPage: page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await journey(page, journeys.textsEs, "es");
  expect(await smsText(page)).not.toMatch(/m\.\./);
});
