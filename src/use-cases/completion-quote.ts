import type { Quote } from "../db/schema";

/** What a job's completion starts from: the price quote that counts, and the amount it names. */
export type CompletionQuote = { version: number; approved: boolean; amountCents: number };

/**
 * The price quote a completion counts, of a request's versions newest first (as db/quotes.ts quotesOf lists them):
 * the one the customer approved, else the newest. Its amount is a range's high end (the form starts
 * there; the owner writes what was paid). Null without a quote.
 */
export function completionQuote(quotes: readonly Pick<Quote, "version" | "highCents" | "approvedAt">[]): CompletionQuote | null {
  const quote = quotes.find((q) => q.approvedAt) ?? quotes[0];
  return quote ? { version: quote.version, approved: Boolean(quote.approvedAt), amountCents: quote.highCents } : null;
}
