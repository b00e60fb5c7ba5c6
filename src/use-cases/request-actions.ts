import type { Booking } from "../calendar/booking";
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

// The owner's (and staff's) smaller actions on a request, each one step on the database and what
// goes with it: the same functions for the detail's forms, the members' JSON API and the cron jobs.
// `by` is the member's username, kept with what they changed.

/** Sets a request's status and records who changed it; null for an unknown id. */
export const changeRequestStatus = ({ db, now }: Core, { id, status, by }: { id: string; status: QuoteStatus; by: string }) =>
  changeStatus(db, id, status, by, now);

/** Writes the next version of a request's price quote; null for an unknown id. */
export const writePriceQuote = ({ db, now }: Core, { id, draft, by }: { id: string; draft: QuoteDraft; by: string }) =>
  writeQuote(db, id, draft, by, now);

/** Adds a member's note to a request's timeline; null for an unknown id. */
export const addRequestNote = ({ db, now }: Core, { id, body, by }: { id: string; body: string; by: string }) =>
  addNote(db, id, by, body, now);

/** How many jobs fit in one arrival window, every day and per weekday (owners only). */
export const setCapacity = ({ db }: Core, capacity: Capacity) => saveCapacity(db, capacity);

/** Saves the price book as its next version (owners only). */
export const savePrices = ({ db, now }: Core, { book, enabled, by }: { book: PriceBook; enabled: boolean; by: string }) =>
  savePriceBook(db, book, enabled, by, now);

export type BookingOutcome = EmailOutcome | "unchanged";

/**
 * Books (or reschedules) the job and, when the day or window changed, e-mails the customer with a
 * new link to their page (made after the response, with the send: the token is shown only there).
 * Null for an unknown id.
 */
export async function bookJob(
  deps: Deps<"DB" | "SITE_URL"> & { env: CustomerMailEnv },
  { id, booking, by, requestUrl }: { id: string; booking: Booking; by: string; requestUrl: string },
) {
  const { db, env } = deps;
  const result = await bookRequest(db, id, booking, by, deps.now);
  if (!result) return null;
  const pageUrl = async () => absoluteUrl(env, requestUrl, customerPage(await issueCustomerLink(db, id, by)));
  // Booking the same day and window again tells the customer nothing new.
  const email: BookingOutcome = result.changed ? sendBookingEmail(env, result.row, booking, deps.background, pageUrl) : "unchanged";
  return { row: result.row, email };
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
