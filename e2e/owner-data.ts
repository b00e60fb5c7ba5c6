import { createHash } from "node:crypto";
import { join } from "node:path";
import type { Owner, Quote } from "./admin-helpers";

// The owner account and the leads the owner-inbox tests work with. owner-data.setup.ts makes them
// once, before any test runs: wrangler writes to the D1 file from outside the server, and such a
// write while tests run can make the server's own queries fail (SQLITE_BUSY: a 503 in some other test).
// The run's port makes the names unique to the run.
const run = process.env.E2E_PORT ?? "0";

// One account: every test signs in with its own browser context, so each has its own session (and
// signing out ends only that one).
export const owner: Owner = { username: `owner-${run}`, password: "a sturdy passphrase 42" };

const lead = (label: string): Quote => ({
  firstName: "Priya",
  lastName: `Raman${label}${run}`,
  phone: "832-555-0177",
  email: `priya.${label}${run}@example.com`,
  serviceLabel: "Moving Services",
  cityZip: "Klein",
  details: "Three-bedroom move,\npiano on the ground floor.",
});

/** One lead per owner-screens test, so that no test sees another's status change. The axe tests' are
 * from the Spanish pages, so their screens show the Prefers Spanish badge too. */
export const leads = {
  noJs: lead("nojs"),
  phone: { ...lead("phone"), locale: "es" as const },
  desktop: { ...lead("desktop"), locale: "es" as const },
  /** Booked on a phone by admin-booking.test.ts, then found on the schedule. */
  booking: { ...lead("booking"), cityZip: "77379" },
};

/** A lead whose last name is 100 characters in several scripts: the inbox on a phone must fit it. */
export const longNameLead: Quote = {
  ...lead("long"),
  firstName: "Zoë",
  lastName: `Núñez-Ελένη-東京-😀-${run}`.padEnd(100, "é"),
};

/** One 4,000-character word each for the name, the place and the details: a phone must wrap them. */
export const longWord = (start: string) => start.padEnd(4000, "wrap");
export const longWordLead: Quote = {
  ...lead("longword"),
  firstName: longWord("First"),
  lastName: `Longword${run}`,
  cityZip: longWord("City"),
  details: longWord("Details"),
};

/** Pending for a while (issue 17): one overdue, one due soon, for the reply-promise filter's test. */
export const urgentLeads = {
  overdue: { ...lead("overdue"), firstName: "Olga", ageHours: 30 },
  dueSoon: { ...lead("duesoon"), firstName: "Dario", ageHours: 22 },
};

/** A day in Houston's calendar, `days` after today there (YYYY-MM-DD): what the owner means by "tomorrow". */
export function houstonDay(days: number) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A value of this run that every test process computes alike: 32 bytes from a label, as a UUID or a customer's page token. */
const derived = (label: string) => createHash("sha256").update(`${label}-${run}`).digest();
const uuid = (label: string) => {
  const hex = derived(label).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
const token = (label: string) => derived(`token-${label}`).toString("base64url");

/** A seeded request with its customer's page (/my/<token>), for the journeys that start there. */
export type CustomerLead = Quote & { id: string; token: string; myPage: string };
export const customerLead = (label: string, values: Partial<Quote> = {}): CustomerLead => ({
  ...lead(label),
  serviceLabel: "Junk Removal",
  cityZip: "77379",
  details: "An old sofa, a treadmill and boxes from the garage.",
  ...values,
  id: uuid(label),
  token: token(label),
  myPage: `/my/${token(label)}`,
});

/** The journeys' requests, seeded as junk removal with a customer's page each (owner-data.setup.ts). */
export const journeys = {
  /** The owner quotes, books and completes it (admin-booking.test.ts); its page shows the receipt. */
  owner: customerLead("journey", { firstName: "Dana", cityZip: "77379" }),
  /** Quoted already (quote v1 below): the customer approves and moves the booking (customer-page.test.ts). */
  customer: customerLead("approve", { firstName: "Maria", status: "quoted" }),
  /** In Spanish, booked for today's last window: "On our way" reaches the phone (customer-notify.test.ts). */
  notify: customerLead("aviso", { firstName: "Lucía", locale: "es", booked: { date: houstonDay(0), window: "19-21" } }),
  /** A page whose notifications card is tapped before its script arrives (customer-notify.test.ts). */
  early: customerLead("early", { firstName: "Early" }),
  /** Another job, booked into the window the customer is choosing while they choose it (customer-page.test.ts). */
  filler: customerLead("filler", { firstName: "Other" }),
  /** Quoted, booked for today and marked on the way, with the one-tap text each time (customer-texts.test.ts), in each language. */
  textsEn: customerLead("texts", { firstName: "Ana" }),
  textsEs: customerLead("textos", { firstName: "José", locale: "es" }),
  /** Quoted, with the window asked for on the form (owner-data.setup.ts): approved and booked in one step, in English and Spanish (customer-book.test.ts). */
  book: customerLead("book", { firstName: "Rosa", status: "quoted" }),
  bookEs: customerLead("reserva", { firstName: "Lucía", locale: "es", status: "quoted" }),
};
/** The windows the booking journeys asked for on the form (one job per window by default: one each). */
export const askedWindows = { book: { date: houstonDay(5), window: "13-15" }, bookEs: { date: houstonDay(5), window: "15-17" } };
export const customerQuote = {
  lowCents: 18_000,
  highCents: 24_000,
  included: "Labor, loading, hauling and disposal",
  validUntil: houstonDay(14),
};

/** Where owner-data.setup.ts keeps the cookies of the owner's one signed-in session (in the run's D1 folder, removed with it). */
export const ownerSessionFile = () => join(process.env.E2E_PERSIST_TO ?? ".wrangler/e2e-0", "owner-session.json");
