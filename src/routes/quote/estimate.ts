import type { EstimateColumns } from "../../db/quote-requests";
import { estimateFieldNames, estimateQueryKeys, gatherPicks, picksToQuery, priceBookVersionField } from "../../lib/estimate-fields";
import type { QuoteInput } from "../../lib/quote-schema";
import { isSameDay } from "../../use-cases/request-estimate";

// The plain form's estimate: its fields gathered into the picks (then checked by the quote schema
// with the rest; src/use-cases/request-estimate.ts prices them), echoed on a refused post's page,
// and carried by the confirmation's link.

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
