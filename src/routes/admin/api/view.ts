import { bookingOf } from "../../../calendar/booking";
import { estimateSummary } from "../../../content/i18n/en/owner-estimate";
import type { Db } from "../../../db";
import { photoUrlOf } from "../../../db/attached-photos";
import { estimateBooks, namesFor, type EstimateBook } from "../../../db/estimate-books";
import type { QuoteRequest } from "../../../db/schema";
import { completionsOf, type CompletionFacts } from "../../../db/completions-of";

// A request as the members' JSON API returns it: every column as before (preferredDate and
// preferredWindow among them), plus what a client should not have to work out from raw columns:
// how many photos came, and the booking as one value or null. photoUrls keeps the spec's name but
// never the bucket's keys: each is the URL a signed-in member opens the photo at. What only
// deduplicates a submission (its idempotency key's hash, its content's fingerprint) stays out.
export function apiItem<R extends QuoteRequest>(
  r: R,
  books: Map<number, EstimateBook> = new Map(),
  completions: Map<string, CompletionFacts> = new Map(),
) {
  const { idempotencyKeyHash: _key, contentFingerprint: _content, ...shown } = r;
  return {
    ...shown,
    photoUrls: r.photoUrls.map(photoUrlOf),
    photoCount: r.photoUrls.length,
    booking: bookingOf(r),
    estimate: apiEstimate(r, books),
    completion: apiCompletion(completions.get(r.id)),
  };
}

/** The completed job (issue 33) as one value: what was paid and how, when, where the load went, the review ask's marks; null before. */
function apiCompletion(c: CompletionFacts | undefined) {
  if (!c) return null;
  return {
    finalCents: c.finalCents,
    paymentMethod: c.paymentMethod,
    completedAt: c.completedAt,
    disposal: c.disposal,
    review: { askedAt: c.reviewAskedAt, remindedAt: c.reviewRemindedAt, clickedAt: c.reviewClickedAt, clicks: c.reviewClicks },
  };
}

/** The visitor's estimate (issue 31) as one value: the picks, the range shown in cents, the book's version and the owner's one-line summary; null without one. */
function apiEstimate(r: QuoteRequest, books: Map<number, EstimateBook>) {
  const summary = estimateSummary(r, namesFor(books, r));
  if (summary === null) return null;
  return { picks: r.estimate, lowCents: r.estimateLowCents, highCents: r.estimateHighCents, priceBookVersion: r.priceBookVersion, summary };
}

/** Requests in the API's shape, the price book versions their estimates name (for the items' names) and their completions read in one query each. */
export async function apiItems<R extends QuoteRequest>(db: Db, rows: R[]) {
  const [books, completions] = await Promise.all([
    estimateBooks(db, rows),
    completionsOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => apiItem(r, books, completions));
}
export const apiOne = async <R extends QuoteRequest>(db: Db, row: R) => (await apiItems(db, [row]))[0]!;
