import type { EstimatePicks } from "./pricing/estimate";

// "How much is going?" as flat fields: the plain form's controls (estimateLoad, estimateItem-<id>, …)
// and the confirmation link's short query keys (l, i-<id>, …) both carry the picks one value a
// name. Gathered back into the picks object here, on the server and in the form island alike, then
// checked by the quote schema's picks (lib/pricing/picks-schema.ts): a value that is no number
// stays NaN here and is refused there, never guessed at. Browser code imports this file: no zod.

type Names = { load: string; item: string; stairs: string; heavy: string; crew: string; hours: string };

/** The form's control names; an item's is the prefix and its id. */
export const estimateFieldNames: Names = {
  load: "estimateLoad",
  item: "estimateItem-",
  stairs: "estimateStairs",
  heavy: "estimateHeavy",
  crew: "estimateCrew",
  hours: "estimateHours",
};
/** The hidden field with the price-book version the page showed. */
export const priceBookVersionField = "priceBookVersion";
/** The load radio that picks no load (single items only). */
export const noLoad = "none";

/** The confirmation link's keys: short, as a link a visitor may share or bookmark. */
const queryNames: Names = { load: "l", item: "i-", stairs: "s", heavy: "h", crew: "c", hours: "hr" };
/** The link's other keys: the service, the price-book version, a same-day request. */
export const estimateQueryKeys = { service: "sv", version: "pv", sameDay: "sd" } as const;

/** A count as typed: "" and "0" are not picked; anything else is its number (NaN when it is none). */
const count = (text: string | undefined) => {
  const trimmed = text?.trim() ?? "";
  return trimmed === "" || Number(trimmed) === 0 ? undefined : Number(trimmed);
};

/**
 * The picks in flat fields (first value of each name), or undefined when none was picked. The
 * result is unchecked: the quote schema decides whether it is one of the form's choices.
 */
export function gatherPicks(fields: Record<string, string>, names: Names = estimateFieldNames): Record<string, unknown> | undefined {
  const picks: Record<string, unknown> = {};
  const load = fields[names.load]?.trim();
  if (load && load !== noLoad) picks.load = load;
  const items: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const n = name.startsWith(names.item) ? count(value) : undefined;
    if (n !== undefined) items[name.slice(names.item.length)] = n;
  }
  if (Object.keys(items).length) picks.items = items;
  const stairs = count(fields[names.stairs]);
  if (stairs !== undefined) picks.stairs = stairs;
  if (fields[names.heavy]) picks.heavy = true;
  const crew = fields[names.crew]?.trim();
  if (crew) picks.crew = crew;
  const hours = count(fields[names.hours]);
  if (hours !== undefined) picks.hours = hours;
  return Object.keys(picks).length ? picks : undefined;
}

/** The picks from a confirmation link's query. */
export const picksFromQuery = (query: Record<string, string>) => gatherPicks(query, queryNames);

/** The picks as the confirmation link's query keys and values. */
export function picksToQuery(picks: EstimatePicks): [string, string][] {
  const pairs: [string, string][] = [];
  if (picks.load) pairs.push([queryNames.load, picks.load]);
  for (const [id, n] of Object.entries(picks.items ?? {})) pairs.push([`${queryNames.item}${id}`, String(n)]);
  if (picks.stairs) pairs.push([queryNames.stairs, String(picks.stairs)]);
  if (picks.heavy) pairs.push([queryNames.heavy, "1"]);
  if (picks.crew) pairs.push([queryNames.crew, picks.crew]);
  if (picks.hours) pairs.push([queryNames.hours, String(picks.hours)]);
  return pairs;
}
