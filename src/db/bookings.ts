import { and, asc, eq, gte } from "drizzle-orm";
import type { Booking } from "../calendar/booking";
import type { Db } from ".";
import { getListRow, listColumns, type QuoteRequestRow } from "./quote-requests";
import { quoteRequests, quoteStatusChanges } from "./schema";

// The owner's bookings: a day and arrival window on a request, which makes it "scheduled".

export type BookingResult = {
  row: QuoteRequestRow;
  /** False when the request was already booked for exactly this day and window. */
  changed: boolean;
};

/**
 * Books (or rebooks) a request: the day, the window and the status "scheduled" in one D1 batch,
 * with a history row when the status changes, as changeStatus records it. Null for an unknown id.
 */
export async function bookRequest(db: Db, id: string, booking: Booking, username: string, now = new Date()): Promise<BookingResult | null> {
  const current = await db.query.quoteRequests.findFirst({ where: eq(quoteRequests.id, id) });
  if (!current) return null;
  const changed = current.bookedDate !== booking.date || current.bookedWindow !== booking.window;
  const set = db
    .update(quoteRequests)
    .set({ bookedDate: booking.date, bookedWindow: booking.window, status: "scheduled" })
    .where(eq(quoteRequests.id, id));
  if (current.status === "scheduled") await set;
  else
    await db.batch([
      set,
      db
        .insert(quoteStatusChanges)
        .values({ quoteRequestId: id, fromStatus: current.status, toStatus: "scheduled", changedBy: username, changedAt: now }),
    ]);
  const row = await getListRow(db, id);
  return row && { row, changed };
}

/** The schedule: scheduled jobs from `today` on, by day, then window, then name. */
export function upcomingBookings(db: Db, today: string, limit = 500) {
  return db
    .select(listColumns)
    .from(quoteRequests)
    .where(and(eq(quoteRequests.status, "scheduled"), gte(quoteRequests.bookedDate, today)))
    .orderBy(asc(quoteRequests.bookedDate), asc(quoteRequests.bookedWindow), asc(quoteRequests.lastName), asc(quoteRequests.id))
    .limit(limit);
}
