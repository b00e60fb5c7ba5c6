import type { Context } from "hono";
import type { Booking } from "../../calendar/booking";
import { getDb } from "../../db";
import { photoKeysOfRequest } from "../../db/attached-photos";
import { bookRequest } from "../../db/bookings";
import { deleteQuoteRow } from "../../db/quote-requests";
import { removePhotos } from "../../photos/bucket";
import { sendBookingEmail, type CustomerMailEnv, type EmailOutcome } from "./booking-email";
import type { AdminEnv } from "./guards";
import { backgroundOf } from "../../trace/background";
import { log } from "../../trace/log";
import { issueCustomerLink } from "../../auth/customer-links";
import { configuredOrigin } from "../../lib/paths";

// What the detail's forms and the owner's JSON API both do to a request, in one place each.

export type BookingOutcome = EmailOutcome | "unchanged";

/** A new link to the request's own page, for an e-mail that carries it (the token is shown only there). */
const pageLinkFor = (c: Context<AdminEnv>, id: string) => async () =>
  `${configuredOrigin(c.env) ?? new URL(c.req.url).origin}/my/${await issueCustomerLink(getDb(c.env), id, c.get("member").username)}`;

/** Books the request and, when the day or window changed, e-mails the customer. Null for an unknown id. */
export async function bookAndConfirm(c: Context<AdminEnv>, id: string, booking: Booking) {
  const result = await bookRequest(getDb(c.env), id, booking, c.get("member").username);
  if (!result) return null;
  // Booking the same day and window again tells the customer nothing new.
  const email: BookingOutcome = result.changed
    ? sendBookingEmail(c.env as Env & CustomerMailEnv, result.row, booking, backgroundOf(c), pageLinkFor(c, id))
    : "unchanged";
  return { row: result.row, email };
}

/**
 * Deletes a request and its photos (R2 objects, then their rows); returns the request as it was,
 * or null for an unknown id. The row goes even when R2 fails: its photos' rows then lose their
 * request (ON DELETE SET NULL), and the hourly sweep of unattached uploads deletes those objects
 * and rows. Keeping a request the owner asked to delete, because of its photos, would be worse.
 */
export async function deleteRequest(env: Env, id: string) {
  const db = getDb(env);
  const request = await db.query.quoteRequests.findFirst({ where: (r, { eq }) => eq(r.id, id) });
  if (!request) return null;
  try {
    await removePhotos(db, env.QUOTE_PHOTOS, await photoKeysOfRequest(db, request), id);
  } catch (err) {
    log.error("deleting a request's photos failed; the hourly sweep removes them", id, err);
  }
  await deleteQuoteRow(db, id);
  return request;
}
