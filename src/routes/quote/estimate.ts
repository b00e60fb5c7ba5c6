import type { Context } from "hono";
import { getDb } from "../../db";
import { bookForPicks } from "../../db/price-book";
import type { EstimateColumns } from "../../db/quote-requests";
import type { AppEnv } from "../../env";
import { estimateFieldNames, estimateQueryKeys, gatherPicks, picksToQuery, priceBookVersionField } from "../../lib/estimate-fields";
import { houstonDate } from "../../lib/houston-time";
import { estimateRange, picksFor } from "../../lib/pricing/estimate";
import type { QuoteInput } from "../../lib/quote-schema";
import { loadPrices } from "../../middleware/prices";

// The visitor's estimate on the server: the plain form's fields gathered into the picks (then
// checked by the quote schema with the rest), and the picks priced with the price book the page
// showed them with. The range stored is always the server's own, never one a client sends.

/** The plain post's estimate, as the quote schema reads it: the picks, and the version they were shown with. */
export function formEstimate(fields: Record<string, string>): { estimate?: unknown; priceBookVersion?: number } {
  const estimate = gatherPicks(fields);
  if (!estimate) return {};
  const version = fields[priceBookVersionField]?.trim();
  return { estimate, ...(version ? { priceBookVersion: Number(version) } : {}) };
}

const isEstimateField = (name: string) => Object.values(estimateFieldNames).some((n) => name === n || name.startsWith(n));

/** The estimate's controls a page may show again after a failed post: each value short, at most as many as the form has. */
export function echoEstimateFields(fields: Record<string, string>): Record<string, string> {
  const echoed = Object.entries(fields).filter(([name, value]) => isEstimateField(name) && name.length <= 64 && value.trim() !== "");
  return Object.fromEntries(echoed.slice(0, 40).map(([name, value]) => [name, value.slice(0, 8)]));
}

/** Reads D1 within the request's budget (src/routes/quote/accept.ts): null when it failed or did not answer. */
export type ReadD1 = <T>(work: () => PromiseLike<T>, what: string) => Promise<T | null>;

/** Whether the visitor asked for Houston's today, which adds the same-day fee. */
export const isSameDay = (input: Pick<QuoteInput, "preferredDate">, at: Date) =>
  Boolean(input.preferredDate) && input.preferredDate === houstonDate(at);

/**
 * The estimate to store with a request: the picks that mean something for its service, the range
 * they come to with the book the visitor's page showed (the one in force when that version is
 * unknown), and that book's version. Picks that cannot be priced (no book, or D1 could not give it)
 * are stored with no range: the request itself is never refused or delayed for its estimate.
 */
export async function priceEstimate(
  c: Context<AppEnv>,
  input: QuoteInput,
  receivedAt: number,
  read: ReadD1,
): Promise<EstimateColumns | undefined> {
  const picks = input.estimate;
  if (!picks || !Object.keys(picks).length) return undefined;
  const unpriced: EstimateColumns = { estimate: picks, estimateLowCents: null, estimateHighCents: null, priceBookVersion: null };
  // Normally the copy in memory; in a fresh isolate during an outage D1's failure marks D1 down for the request.
  const current = await read(async () => {
    const inForce = await loadPrices(c);
    if (inForce.unknown) throw new Error("the price book in force could not be read");
    return inForce;
  }, "reading the price book in force");
  if (!current) return unpriced;
  const prices = await read(() => bookForPicks(getDb(c.env), input.priceBookVersion, current), "reading the price book the visitor saw");
  if (!prices) return unpriced;
  const kept = picksFor(prices.book, input.serviceType, picks);
  if (!kept) return undefined;
  const range = estimateRange(prices.book, input.serviceType, kept, { sameDay: isSameDay(input, new Date(receivedAt)) });
  return { estimate: kept, estimateLowCents: range?.low ?? null, estimateHighCents: range?.high ?? null, priceBookVersion: prices.version };
}

/**
 * The confirmation link's query after a plain post with a priced estimate: the service, the
 * version, the picks and whether it was same-day. The page prices them again with that version
 * (confirmation-estimate.ts): a link shows what the price book gives for its picks, and no amount
 * in a link is ever shown.
 */
export function estimateQuery(input: QuoteInput, estimate: EstimateColumns | undefined, receivedAt: number): string {
  if (!estimate?.estimate || estimate.estimateLowCents === null || estimate.priceBookVersion === null) return "";
  const pairs: [string, string][] = [
    [estimateQueryKeys.service, input.serviceType],
    [estimateQueryKeys.version, String(estimate.priceBookVersion)],
    ...picksToQuery(estimate.estimate),
    ...(isSameDay(input, new Date(receivedAt)) ? ([[estimateQueryKeys.sameDay, "1"]] as [string, string][]) : []),
  ];
  return `&${new URLSearchParams(pairs)}`;
}
