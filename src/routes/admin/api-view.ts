import { bookingOf } from "../../calendar/booking";
import type { QuoteRequest } from "../../db/schema";

// A request as the owner's JSON API returns it: every column as before, plus what a client should
// not have to work out from raw columns (how many photos, the booking as one value or null).
export function apiItem<R extends QuoteRequest>(r: R) {
  return { ...r, photoCount: r.photoUrls.length, preferredDate: r.preferredDate, preferredWindow: r.preferredWindow, booking: bookingOf(r) };
}
