import type { EstimateColumns } from "../db/quote-requests";
import { houstonDate } from "../lib/houston-time";
import type { ActivePrices } from "../lib/pricing/book";
import { estimateRange, picksFor } from "../lib/pricing/estimate";
import type { QuoteInput } from "../lib/quote-schema";

// The visitor's estimate as stored with their request: the range is always the server's own,
// worked out from the price book the visitor's page showed when that is the one in force or the one
// saved just before it (db/price-book.ts bookForPicks), never from one a client sends.

/** Whether the visitor asked for Houston's today, which adds the same-day fee. */
export const isSameDay = (input: Pick<QuoteInput, "preferredDate">, at: Date) =>
  Boolean(input.preferredDate) && input.preferredDate === houstonDate(at);

/**
 * The estimate columns of a request: the picks that mean something for its service, the range they
 * come to with `prices` (the book the caller chose: the one the visitor saw, unless it is older than
 * the one before the book in force), and that book's version.
 * With no book (none, switched off, or D1 could not give it) the picks are stored without a range:
 * a request is never refused or delayed for its estimate. Nothing picked: no estimate.
 */
export function requestEstimate(input: QuoteInput, prices: ActivePrices | null, receivedAt: Date): EstimateColumns | undefined {
  const picks = input.estimate;
  if (!picks || !Object.keys(picks).length) return undefined;
  if (!prices) return { estimate: picks, estimateLowCents: null, estimateHighCents: null, priceBookVersion: null };
  const kept = picksFor(prices.book, input.serviceType, picks);
  if (!kept) return undefined;
  const range = estimateRange(prices.book, input.serviceType, kept, { sameDay: isSameDay(input, receivedAt) });
  return { estimate: kept, estimateLowCents: range?.low ?? null, estimateHighCents: range?.high ?? null, priceBookVersion: prices.version };
}
