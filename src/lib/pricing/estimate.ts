import { loadPricedServices, type CentsRange, type Crew, type LoadPricedService, type LoadSize, type PriceBook } from "./book";

// The visitor's estimate: what they picked on the quote form, and the range it comes to with a
// price book. Run by the form island as the visitor picks and by the server, which stores the range
// it computes itself from the picks (never a range a client sends). Browser code imports this file.

/** What a visitor picked. Every field is optional: a visitor may pick only single items, or nothing at all. */
export type EstimatePicks = {
  load?: LoadSize;
  /** Item id → how many (1 or more). */
  items?: Record<string, number>;
  /** Flights of stairs the load comes down. */
  stairs?: number;
  /** The load is (or includes) heavy material: concrete, dirt, shingles. */
  heavy?: boolean;
  crew?: Crew;
  hours?: number;
};

/** The picks' limits: the form's number fields and the server's check say the same. */
export const pickLimits = { itemCount: 20, stairs: 10, hours: { min: 1, max: 12 }, items: 30 } as const;

export const isLoadPriced = (serviceType: string): serviceType is LoadPricedService =>
  (loadPricedServices as readonly string[]).includes(serviceType);

/** What the picker offers for a service type with this price book: loads and items, a move's crew and hours, or nothing. */
export function estimateKind(book: PriceBook, serviceType: string): "load" | "moving" | null {
  if (serviceType === "moving-services") return book.moving ? "moving" : null;
  return isLoadPriced(serviceType) && book.loadPricing[serviceType] ? "load" : null;
}

const dollar = 100;
/** A range shown in whole dollars, widened (never narrowed) to them: low down, high up. */
export const roundOutward = ({ low, high }: CentsRange): CentsRange => ({
  low: Math.floor(low / dollar) * dollar,
  high: Math.ceil(high / dollar) * dollar,
});

/**
 * One part of a load's estimate, as the visitor's breakdown names it: the load, each single item
 * (its count times its price and fee: items are on top of the load), the stairs, heavy material,
 * the same-day fee. Amounts in cents, for all of the count.
 */
export type EstimateLine =
  | { part: "load"; size: LoadSize; range: CentsRange }
  | { part: "item"; id: string; count: number; cents: number }
  | { part: "stairs"; flights: number; cents: number }
  | { part: "heavy"; cents: number }
  | { part: "sameDay"; cents: number };

/** A load's estimate part by part; `minimum`: the minimum load's range, when the load and items came to less. */
export type EstimateBreakdown = { lines: EstimateLine[]; minimum: CentsRange | null };

/** What the picks add up to, part by part; null when no load and no item was picked. */
export function loadBreakdown(book: PriceBook, picks: EstimatePicks, { sameDay = false } = {}): EstimateBreakdown | null {
  const lines: EstimateLine[] = [];
  if (picks.load) lines.push({ part: "load", size: picks.load, range: book.loads[picks.load] });
  for (const item of book.items) {
    // An own property only: an item the owner named "Constructor" must not read Object.prototype's.
    const count = (picks.items && Object.hasOwn(picks.items, item.id) ? picks.items[item.id] : 0) ?? 0;
    if (count > 0) lines.push({ part: "item", id: item.id, count, cents: count * (item.cents + item.feeCents) });
  }
  if (!lines.length) return null;
  // A small job still costs the minimum load: the truck comes out for it all the same.
  const { low, high } = sumOf(lines);
  const floor = book.loads.minimum;
  const minimum = low < floor.low || high < floor.high ? floor : null;
  const flights = picks.stairs ?? 0;
  if (flights > 0 && book.stairsPerFlightCents) lines.push({ part: "stairs", flights, cents: flights * book.stairsPerFlightCents });
  if (picks.heavy && book.heavyPerLoadCents) lines.push({ part: "heavy", cents: book.heavyPerLoadCents });
  if (sameDay && book.sameDayCents) lines.push({ part: "sameDay", cents: book.sameDayCents });
  return { lines, minimum };
}

/** The lines' total, as a range (a load's own range, every other line one amount). */
function sumOf(lines: readonly EstimateLine[]): CentsRange {
  return lines.reduce(
    (sum, l) =>
      l.part === "load"
        ? { low: sum.low + l.range.low, high: sum.high + l.range.high }
        : { low: sum.low + l.cents, high: sum.high + l.cents },
    { low: 0, high: 0 },
  );
}

function loadRange(book: PriceBook, picks: EstimatePicks, sameDay: boolean): CentsRange | null {
  const breakdown = loadBreakdown(book, picks, { sameDay });
  if (!breakdown) return null;
  const { lines, minimum } = breakdown;
  const goods = sumOf(lines.filter((l) => l.part === "load" || l.part === "item"));
  const extra = sumOf(lines.filter((l) => l.part !== "load" && l.part !== "item"));
  return {
    low: Math.max(goods.low, minimum?.low ?? 0) + extra.low,
    high: Math.max(goods.high, minimum?.high ?? 0) + extra.high,
  };
}

function movingRange(book: PriceBook, picks: EstimatePicks): CentsRange | null {
  const rates = book.moving;
  if (!rates || !picks.crew) return null;
  const rate = rates.hourlyCents[picks.crew];
  const hours = Math.max(picks.hours ?? rates.minimumHours, rates.minimumHours);
  // A move's own guess of its hours is the low end; an hour more is the high end (moves run over
  // more often than under), and never less than the minimum either way.
  return { low: rate * hours + rates.travelFeeCents, high: rate * Math.max(hours + 1, rates.minimumHours) + rates.travelFeeCents };
}

/**
 * The range the picks come to, in cents rounded outward to whole dollars; null when the service is
 * not priced by this book or nothing that has a price was picked. `sameDay`: the visitor asked for
 * today (Houston's), which adds the same-day fee to a load.
 */
export function estimateRange(book: PriceBook, serviceType: string, picks: EstimatePicks, { sameDay = false } = {}): CentsRange | null {
  const kind = estimateKind(book, serviceType);
  const range = kind === "load" ? loadRange(book, picks, sameDay) : kind === "moving" ? movingRange(book, picks) : null;
  return range && roundOutward(range);
}

/** Only the picks that mean something for the service type: a move's crew is dropped from a junk request, and so on. */
export function picksFor(book: PriceBook, serviceType: string, picks: EstimatePicks): EstimatePicks | null {
  const kind = estimateKind(book, serviceType);
  const kept: EstimatePicks = {};
  if (kind === "load") {
    if (picks.load) kept.load = picks.load;
    const ids = new Set(book.items.map((i) => i.id));
    const items = Object.entries(picks.items ?? {}).filter(([id, n]) => ids.has(id) && n > 0);
    if (items.length) kept.items = Object.fromEntries(items);
    if (picks.stairs) kept.stairs = picks.stairs;
    if (picks.heavy && book.heavyPerLoadCents > 0) kept.heavy = true;
  } else if (kind === "moving") {
    if (picks.crew) kept.crew = picks.crew;
    if (picks.crew && picks.hours) kept.hours = picks.hours;
  }
  return Object.keys(kept).length ? kept : null;
}
