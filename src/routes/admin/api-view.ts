import { bookingOf } from "../../calendar/booking";
import type { QuoteRequest } from "../../db/schema";

// A request as the owner's JSON API returns it: every column as before (preferredDate and
// preferredWindow among them), plus what a client should not have to work out from raw columns:
// how many photos came, and the booking as one value or null.
export const apiItem = <R extends QuoteRequest>(r: R) => ({ ...r, photoCount: r.photoUrls.length, booking: bookingOf(r) });
