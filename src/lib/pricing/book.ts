// The owner's price book, as stored (migrations/0014_prices.sql) and as the pages and the quote
// form read it. Money is whole US cents: integers, so no sum of prices ever gains a stray fraction.
// Browser code imports this file (the quote form's estimate): types and small constants only.

/** How much of the truck a load fills, smallest first: the trade's eighths, below them its minimum load. */
export const loadSizes = [
  "minimum",
  "eighth",
  "quarter",
  "threeEighths",
  "half",
  "fiveEighths",
  "threeQuarters",
  "sevenEighths",
  "full",
] as const;
export type LoadSize = (typeof loadSizes)[number];

/** The share of the truck each size fills: what the truck picture draws. The minimum load is a small pile. */
export const loadFill: Record<LoadSize, number> = {
  minimum: 1 / 16,
  eighth: 1 / 8,
  quarter: 2 / 8,
  threeEighths: 3 / 8,
  half: 4 / 8,
  fiveEighths: 5 / 8,
  threeQuarters: 6 / 8,
  sevenEighths: 7 / 8,
  full: 1,
};

/** A moving crew: two movers and a truck, or three movers (and the truck). */
export const crews = ["two", "three"] as const;
export type Crew = (typeof crews)[number];

/** The form's service types priced by the load: each can be switched off on its own (furniture and appliance pages are junk removal). */
export const loadPricedServices = ["junk-removal", "cleanout-services", "demo-removal"] as const;
export type LoadPricedService = (typeof loadPricedServices)[number];

/** Words the owner writes once per language of the site (src/content/locale.ts lists them; lib may not import it). */
export type Words = { en: string; es: string };

/** The owner's words in a language; English for a language the book has no words in (a test-only pseudo-language). */
export const wordsIn = (words: Words, locale: string) => (words as Partial<Record<string, string>>)[locale] || words.en;

/** A range in cents, low ≤ high. A single price has low = high. */
export type CentsRange = { low: number; high: number };

/** A single item at a flat price (a mattress, a sofa), with an optional fee on top (a refrigerator's freon). */
export type PriceItem = {
  /** Stable across versions: what a request's picks name. Lowercase letters, digits and dashes. */
  id: string;
  name: Words;
  cents: number;
  /** 0 when there is none. */
  feeCents: number;
  /** What the fee is for ("freon removal"); empty when there is no fee. */
  feeName: Words;
};

export type MovingRates = {
  /** Per hour, for the crew. */
  hourlyCents: Record<Crew, number>;
  minimumHours: number;
  travelFeeCents: number;
};

export type PriceBook = {
  /** The truck's size, as the price table says it ("a 15-cubic-yard truck"). */
  truckCubicYards: number;
  loads: Record<LoadSize, CentsRange>;
  items: PriceItem[];
  /** Each flight of stairs the load comes down; 0 when stairs cost nothing more. */
  stairsPerFlightCents: number;
  /** Heavy material (concrete, dirt, shingles): added once per load; 0 when not charged apart. */
  heavyPerLoadCents: number;
  /** A job the same day it is asked for; 0 when there is no such fee. */
  sameDayCents: number;
  /** Which load-priced services show load prices (and the picker): all of them unless the owner says otherwise. */
  loadPricing: Record<LoadPricedService, boolean>;
  /** Hourly moving rates; null when moves are quoted only after a call. */
  moving: MovingRates | null;
  /** What the prices include, as the price table and a quote say it. */
  included: Words;
  /** Said after every range shown to a visitor: it must keep the promise that the price is confirmed on site before work starts. */
  rangeNote: Words;
};

/** The price book in force, as the pages read it: null when there is none or it is switched off. */
export type ActivePrices = { version: number; book: PriceBook };
