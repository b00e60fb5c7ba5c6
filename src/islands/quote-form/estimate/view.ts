import type { PriceBook } from "../../../lib/pricing/book";
import type { ServiceTypeValue } from "../../../lib/service-types";

// "How much is going?" as the form island receives it: the catalogue's words (ui.form.estimate),
// and the section as the server priced it for this page (src/components/quote-estimate-view.ts):
// every label already in the page's language, and the book itself, which the picker's chunk
// prices the visitor's picks with as they pick.

/** The section's words; "{…}" are filled in with names and amounts. */
export type EstimateWords = {
  intro: string;
  load: string;
  noLoad: string;
  loadName: string;
  items: string;
  itemFee: string;
  stairs: string;
  stairsHint: string;
  heavy: string;
  crew: string;
  crewOption: string;
  hours: string;
  hoursHint: string;
  partStairs: string;
  partHeavy: string;
  partSameDay: string;
  partMinimum: string;
  rangeLabel: string;
  yours: string;
  chooseService: string;
  pickLoad: string;
  pickCrew: string;
};

export type EstimateKind = "load" | "moving";

/**
 * The live range as the visitor reads it: the amounts ("$180–$240") and what follows them (", final
 * price confirmed on site before we start"), with the confirmation's sentence; or, with no amounts,
 * what to pick to see them; under the amounts, what they add up from (./breakdown.ts).
 */
export type EstimateRange = { amounts?: string; text: string; sentence?: string; breakdown?: string };

/** A number field: an item's count, the flights of stairs, a move's hours. */
export type EstimateNumber = { name: string; label: string; hint?: string; min: number; max: number };

/** The controls for one kind of service: the loads (with items, stairs, heavy material) or a move's crew and hours. */
export type EstimatePart = {
  kind: EstimateKind;
  /** Hides the part while a service it does not fit is chosen: CSS :has(), so without JavaScript too. */
  hide: string;
  /** The radio group: the load sizes (with "no load" first) or the crews. */
  choose: { legend: string; name: string; options: { value: string; label: string }[] };
  numbers: { legend?: string; fields: EstimateNumber[] }[];
  check?: { name: string; label: string };
};

export type EstimateView = {
  /** The price-book version the page shows (posted with the picks, so they are priced with it). */
  version: number;
  book: PriceBook;
  /** The owner's note said after every range, in the page's language. */
  note: string;
  /** What each service type offers; a type not listed has no estimate. */
  kinds: Partial<Record<ServiceTypeValue, EstimateKind>>;
  /** Hides the whole section while a service with no estimate is chosen. */
  hide: string;
  parts: EstimatePart[];
  /** The load sizes as the truck picker shows them: "1/4 truck", "$150–$250", and "1/4 truck, $150 to $250" for screen readers. */
  loads: { value: string; size: string; range: string; name: string }[];
};

/** A range and the owner's note after it: "$180–$240, final price confirmed on site before we start" (the same in every language). */
export const withNote = (amounts: string, note: string) => `${amounts}, ${note}`;

/** A template's "{name}"s filled in. */
export const fillIn = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);
