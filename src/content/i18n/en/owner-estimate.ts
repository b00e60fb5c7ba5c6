// The visitor's estimate as the owner reads it (issue 31): the inbox's mark, the detail's panel, the
// API's and the CSV's summary, the lead e-mail and the push alert. English only, like owner.ts.
// Item names come from the price book version the estimate was priced with when the caller has it;
// otherwise (the e-mail and the alert, sent before any book is read) from the item's id.
import type { PriceBook } from "../../../lib/pricing/book";
import type { EstimatePicks } from "../../../lib/pricing/estimate";
import { formatRange } from "../../../lib/pricing/money";
import { labels } from "./labels";

/** The estimate columns of a stored request (migrations/0014). */
export type StoredEstimate = {
  estimate: EstimatePicks | null;
  estimateLowCents: number | null;
  estimateHighCents: number | null;
  priceBookVersion: number | null;
};

/** Item id → its English name in one price book version. */
export type ItemNames = Record<string, string>;

export const itemNamesOf = (book: PriceBook | null | undefined): ItemNames =>
  Object.fromEntries((book?.items ?? []).map((item) => [item.id, item.name.en]));

/** "hot-tub" → "Hot tub": an item whose book is not at hand (or was renamed away) still reads as words. */
export const humanisedItem = (id: string) => {
  const words = id.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** True when the request came with picks or a range: anything to show. */
export const hasEstimate = (r: StoredEstimate) => r.estimate !== null || r.estimateLowCents !== null;

/** "$180–$240"; null when nothing picked had a price. */
export const estimateRangeText = (r: StoredEstimate) =>
  r.estimateLowCents !== null && r.estimateHighCents !== null ? formatRange({ low: r.estimateLowCents, high: r.estimateHighCents }) : null;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Each pick as a phrase, in the order the form asks them: "1/4 truck", "2 × Mattress", "2 flights of stairs", "heavy material". */
export function estimatePicksText(picks: EstimatePicks | null, names: ItemNames = {}): string[] {
  if (!picks) return [];
  const lines: string[] = [];
  if (picks.load) lines.push(labels.loadSizes[picks.load] ?? picks.load);
  for (const [id, count] of Object.entries(picks.items ?? {})) {
    // Own names only: a pick named "constructor" must not read Object.prototype's.
    if (count > 0) lines.push(`${count} × ${(Object.hasOwn(names, id) && names[id]) || humanisedItem(id)}`);
  }
  if (picks.stairs) lines.push(plural(picks.stairs, "flight of stairs", "flights of stairs"));
  if (picks.heavy) lines.push("heavy material");
  if (picks.crew) lines.push(labels.crews[picks.crew] ?? picks.crew);
  if (picks.hours) lines.push(plural(picks.hours, "hour", "hours"));
  return lines;
}

/**
 * One line: "1/4 truck, 2 × Mattress, 2 flights of stairs — $410–$510 (price book v3)". The version
 * is said only when `withVersion` (the e-mail keeps to what the visitor saw). Null when there is no estimate.
 */
export function estimateSummary(r: StoredEstimate, names: ItemNames = {}, { withVersion = true } = {}): string | null {
  if (!hasEstimate(r)) return null;
  const picks = estimatePicksText(r.estimate, names).join(", ") || "Nothing picked";
  const range = estimateRangeText(r) ?? "no price shown";
  const version = withVersion && r.priceBookVersion !== null ? ` (price book v${r.priceBookVersion})` : "";
  return `${picks} — ${range}${version}`;
}

export const ownerEstimate = {
  /** The inbox row's mark. */
  mark: (range: string) => `Est. ${range}`,
  heading: "Visitor's estimate",
  range: "Range shown",
  picks: "Picked",
  noRange: "No price was shown: nothing picked had a price in the book.",
  promise: "The visitor was told the final price is confirmed on site before work starts.",
  version: (version: number, date: string | null) => `Price book v${version}${date ? `, saved ${date}` : " (no longer stored)"}`,
  none: "No estimate: the visitor skipped it.",
  /** The lead e-mail's line and the push alert's. */
  emailLine: (summary: string) => `Visitor's estimate: ${summary}`,
  pushLine: (range: string) => `Visitor's estimate ${range}`,
};
