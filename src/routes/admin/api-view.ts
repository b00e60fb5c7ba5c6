import { bookingOf } from "../../calendar/booking";
import { estimateSummary } from "../../content/i18n/en/owner-estimate";
import type { Db } from "../../db";
import { photoUrlOf } from "../../db/attached-photos";
import { estimateBooks, namesFor, type EstimateBook } from "../../db/estimate-books";
import type { QuoteRequest } from "../../db/schema";

// A request as the members' JSON API returns it: every column as before (preferredDate and
// preferredWindow among them), plus what a client should not have to work out from raw columns:
// how many photos came, and the booking as one value or null. photoUrls keeps the spec's name but
// never the bucket's keys: each is the URL a signed-in member opens the photo at.
export const apiItem = <R extends QuoteRequest>(r: R, books: Map<number, EstimateBook> = new Map()) => ({
  ...r,
  photoUrls: r.photoUrls.map(photoUrlOf),
  photoCount: r.photoUrls.length,
  booking: bookingOf(r),
  estimate: apiEstimate(r, books),
});

/** The visitor's estimate (issue 31) as one value: the picks, the range shown in cents, the book's version and the owner's one-line summary; null without one. */
function apiEstimate(r: QuoteRequest, books: Map<number, EstimateBook>) {
  const summary = estimateSummary(r, namesFor(books, r));
  if (summary === null) return null;
  return { picks: r.estimate, lowCents: r.estimateLowCents, highCents: r.estimateHighCents, priceBookVersion: r.priceBookVersion, summary };
}

/** Requests in the API's shape, the price book versions their estimates name read in one query (for the items' names). */
export async function apiItems<R extends QuoteRequest>(db: Db, rows: R[]) {
  const books = await estimateBooks(db, rows);
  return rows.map((r) => apiItem(r, books));
}
export const apiOne = async <R extends QuoteRequest>(db: Db, row: R) => (await apiItems(db, [row]))[0]!;
