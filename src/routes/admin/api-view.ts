import { bookingOf } from "../../calendar/booking";
import { photoUrlOf } from "../../db/attached-photos";
import type { QuoteRequest } from "../../db/schema";

// A request as the members' JSON API returns it: every column as before (preferredDate and
// preferredWindow among them), plus what a client should not have to work out from raw columns:
// how many photos came, and the booking as one value or null. photoUrls keeps the spec's name but
// never the bucket's keys: each is the URL a signed-in member opens the photo at.
export const apiItem = <R extends QuoteRequest>(r: R) => ({
  ...r,
  photoUrls: r.photoUrls.map(photoUrlOf),
  photoCount: r.photoUrls.length,
  booking: bookingOf(r),
});
