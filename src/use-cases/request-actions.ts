import { bookingOf, type Booking } from "../calendar/booking";
import { knownLocale } from "../content/i18n";
import { recordCustomerEvent } from "../db/customer-events";
import type { Quote } from "../db/schema";
import { customerMail } from "../lib/mail-text";
import { formatRange } from "../lib/pricing/money";
import type { PushEnv } from "../push/config";
import { bookingAlert, quoteAlert } from "../push/customer-push";
import { photoKeysOfRequest } from "../db/attached-photos";
import { bookRequest } from "../db/bookings";
import { addNote } from "../db/notes";
import { changeStatus, deleteQuoteRow, type QuoteStatus } from "../db/quote-requests";
import { requestById } from "../db/request-by-id";
import { writeQuote, type QuoteDraft } from "../db/quotes";
import { saveCapacity, type Capacity } from "../db/window-capacity";
import { savePriceBook } from "../db/price-book";
import type { PriceBook } from "../lib/pricing/book";
import { issueCustomerLink } from "../auth/customer-links";
import { absoluteUrl, customerPage } from "../lib/paths";
import { removePhotos } from "../photos/bucket";
import { log } from "../trace/log";
import { sendBookingEmail, type CustomerMailEnv, type EmailOutcome } from "./booking-email";
import type { Core, Deps } from "./deps";
import { canMailCustomer, mailCustomer } from "./customer-mail";
import { bookingInText } from "./customer-texts";
import { momentTextCode } from "./moment-text";
import { quoteMailWords } from "./customer-texts-mail";
import { tellCustomer } from "./customer-texts-tell";

// The owner's (and staff's) smaller actions on a request, each one step on the database and what
// goes with it: the same functions for the detail's forms, the members' JSON API and the cron jobs.
// `by` is the member's username, kept with what they changed.

/** Sets a request's status and records who changed it; null for an unknown id. */
export const changeRequestStatus = ({ db, now }: Core, { id, status, by }: { id: string; status: QuoteStatus; by: string }) =>
  changeStatus(db, id, status, by, now);

type TellDeps = Core & { env: Pick<Env, "SITE_URL"> & CustomerMailEnv & PushEnv };

/** A fresh link to the customer's page, on the site's origin (the token is shown only in what carries it). */
const freshPageUrl = async ({ db, env, now }: TellDeps, id: string, by: string, requestUrl: string) =>
  absoluteUrl(env, requestUrl, customerPage(await issueCustomerLink(db, id, by, now)));

/**
 * Writes the next version of a request's price quote and sends it as one thing (issue 44, item 2):
 * the one-tap text offered to the owner and the e-mail (where set up) carry the price and a fresh
 * link to the customer's page, where they approve; their phone is notified where it can be. The
 * text is made by the detail the form redirects to, with the one-time code in the outcome
 * (./moment-text.ts): its link exists nowhere else. Null for an unknown id.
 */
export async function writePriceQuote(
  deps: TellDeps,
  { id, draft, by, requestUrl }: { id: string; draft: QuoteDraft; by: string; requestUrl: string },
): Promise<{ quote: Quote; code: string } | null> {
  const { db, env, now } = deps;
  const quote = await writeQuote(db, id, draft, by, now);
  const request = quote && (await requestById(db, id));
  if (!quote || !request) return null;
  const mail = async () => customerMail(request.email, quoteMailWords(request, quote, await freshPageUrl(deps, id, by, requestUrl)));
  const email = () => {
    if (!canMailCustomer(env, request)) return false;
    deps.background(mailCustomer(db, env, request, "quote e-mail", mail, now), "quote e-mail", id);
    return true;
  };
  const price = formatRange({ low: quote.lowCents, high: quote.highCents }, knownLocale(request.locale));
  await tellCustomer(deps, { request, moment: "quote", by, offered: true, email, alert: quoteAlert(request, price) });
  return { quote, code: await momentTextCode(deps, id) };
}

/** Adds a member's note to a request's timeline; null for an unknown id. */
export const addRequestNote = ({ db, now }: Core, { id, body, by }: { id: string; body: string; by: string }) =>
  addNote(db, id, by, body, now);

/** How many jobs fit in one arrival window, every day and per weekday (owners only). */
export const setCapacity = ({ db }: Core, capacity: Capacity) => saveCapacity(db, capacity);

/** Saves the price book as its next version (owners only). */
export const savePrices = ({ db, now }: Core, { book, enabled, by }: { book: PriceBook; enabled: boolean; by: string }) =>
  savePriceBook(db, book, enabled, by, now);

export type BookingOutcome = EmailOutcome | "unchanged";

/** A booking's move as the timelines read it (src/db/customer-event-details.ts, movedBookings). */
const movedDetail = (from: Booking, to: Booking) => ({
  fromDate: from.date,
  fromWindow: from.window,
  toDate: to.date,
  toWindow: to.window,
});

type BookInput = {
  id: string;
  booking: Booking;
  by: string;
  requestUrl: string;
  /** The detail's form: offer the one-tap text (the JSON API does not). */ offerText?: boolean;
};

/**
 * Books (or reschedules) the job and, when the day or window changed, tells the customer: the
 * e-mail (where set up) with a new link to their page, their phone's notification, and for the
 * detail's form the one-tap text's code (booked: the day and window; moved by the owner: old and new). A
 * move by the owner is on both timelines ("rescheduled"). Null for an unknown id.
 */
export async function bookJob(
  deps: Deps<"DB" | "SITE_URL"> & { env: CustomerMailEnv & PushEnv },
  { id, booking, by, requestUrl, offerText = false }: BookInput,
) {
  const { db, env, now } = deps;
  const before = await requestById(db, id);
  const result = before && (await bookRequest(db, id, booking, by, now));
  if (!result) return null;
  const { row, changed } = result;
  const from = bookingOf(before);
  const moved = from !== null && changed;
  if (moved) await recordCustomerEvent(db, id, "rescheduled", { ...movedDetail(from, booking), by }, now);
  // Booking the same day and window again tells the customer nothing new: only the text is offered again.
  const sent: { email: BookingOutcome } = { email: "unchanged" };
  const when = bookingInText(booking, knownLocale(row.locale));
  const pageUrl = () => freshPageUrl(deps, id, by, requestUrl);
  await tellCustomer(deps, {
    request: row,
    moment: moved ? "rescheduled" : "booked",
    by,
    offered: offerText,
    ...(changed && {
      email: () => (sent.email = sendBookingEmail(env, row, booking, deps.background, pageUrl, from ?? undefined)) === "sending",
      alert: bookingAlert(row, when, moved),
    }),
  });
  // The text is made by the detail the form redirects to, with this one-time code (./moment-text.ts).
  return { row, email: sent.email, code: offerText ? await momentTextCode(deps, id) : null };
}

/**
 * Deletes a request and its photos (R2 objects, then their rows); returns the request as it was,
 * or null for an unknown id. The row goes even when R2 fails: its photos' rows then lose their
 * request (ON DELETE SET NULL), and the hourly sweep of unattached uploads deletes those objects
 * and rows. Keeping a request the owner asked to delete, because of its photos, would be worse.
 */
export async function deleteRequest({ db, env }: Deps<"QUOTE_PHOTOS">, id: string) {
  const request = await requestById(db, id);
  if (!request) return null;
  try {
    await removePhotos(db, env.QUOTE_PHOTOS, await photoKeysOfRequest(db, request), id);
  } catch (err) {
    log.error("deleting a request's photos failed; the hourly sweep removes them", id, err);
  }
  await deleteQuoteRow(db, id);
  return request;
}
