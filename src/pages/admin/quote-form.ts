import { knownLocale } from "../../content/i18n";
import type { Quote, QuoteRequest } from "../../db/schema";
import { addDays } from "../../lib/houston-time";
import type { ActivePrices } from "../../lib/pricing/book";
import { estimateRange } from "../../lib/pricing/estimate";
import { centsToField } from "../../lib/pricing/money";

// The "Write a quote" form's fields as typed, and where a new quote starts from.

export type QuoteFields = {
  /** Dollars as typed ("180", "179.99"). */
  from: string;
  /** Empty for a single amount. */
  to: string;
  included: string;
  /** "YYYY-MM-DD", a Houston day. */
  validUntil: string;
  note: string;
  /** The price book version the starting figures came from; "" when none. */
  priceBookVersion: string;
};
export type QuoteField = Exclude<keyof QuoteFields, "priceBookVersion">;
export type QuoteErrors = Partial<Record<QuoteField, string>>;

/** A quote is valid for two weeks unless the owner says otherwise. */
export const defaultValidDays = 14;

/** Where the form's figures came from, said beside it so the owner knows what they are looking at. */
export type QuoteStartSource = { kind: "quote"; version: number } | { kind: "estimate" } | { kind: "price-book"; version: number } | null;

/**
 * The form's starting values: the newest quote when there is one (a new version usually changes
 * little); else the visitor's own estimate, as they were shown it; else their picks priced with the
 * price book in force; else empty amounts. "Included" is the price book's words in the customer's
 * language, and the quote is valid for two weeks from today.
 */
export function quoteStart(r: QuoteRequest, latest: Quote | null, prices: ActivePrices | null, today: string) {
  const included = prices?.book.included[knownLocale(r.locale)] ?? "";
  const validUntil = addDays(today, defaultValidDays);
  const amounts = (low: number, high: number) => ({ from: centsToField(low), to: low === high ? "" : centsToField(high) });
  const empty: QuoteFields = { from: "", to: "", included, validUntil, note: "", priceBookVersion: "" };
  if (latest) {
    const values: QuoteFields = {
      ...amounts(latest.lowCents, latest.highCents),
      included: latest.included,
      validUntil: latest.validUntil >= today ? latest.validUntil : validUntil,
      note: latest.note ?? "",
      priceBookVersion: latest.priceBookVersion?.toString() ?? "",
    };
    return { values, source: { kind: "quote", version: latest.version } as QuoteStartSource };
  }
  if (r.estimateLowCents !== null && r.estimateHighCents !== null) {
    const values = {
      ...empty,
      ...amounts(r.estimateLowCents, r.estimateHighCents),
      priceBookVersion: r.priceBookVersion?.toString() ?? "",
    };
    return { values, source: { kind: "estimate" } as QuoteStartSource };
  }
  const priced = r.estimate && prices ? estimateRange(prices.book, r.serviceType, r.estimate) : null;
  if (priced && prices) {
    const values = { ...empty, ...amounts(priced.low, priced.high), priceBookVersion: String(prices.version) };
    return { values, source: { kind: "price-book", version: prices.version } as QuoteStartSource };
  }
  return { values: empty, source: null as QuoteStartSource };
}
