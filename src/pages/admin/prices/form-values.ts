import {
  crews,
  loadPricedServices,
  loadSizes,
  type Crew,
  type LoadPricedService,
  type LoadSize,
  type PriceBook,
} from "../../../lib/pricing/book";
import { centsToField } from "../../../lib/pricing/money";
import { starterPriceBook } from "../../../lib/pricing/starter";
import { labels } from "../../../content/i18n/en/labels";
import { serviceTypeLabel } from "../../../content/i18n";

// The Prices screen's form as typed: every field a string (or a tick), so that a refused save shows
// the owner exactly what they typed. The page renders these; src/routes/admin/price-form.ts reads
// them back from a post and turns them into a PriceBook, or into messages.

export type ItemRow = { id: string; en: string; es: string; price: string; fee: string; feeEn: string; feeEs: string; remove: boolean };
export type Range = { low: string; high: string };

export type PriceFormValues = {
  enabled: boolean;
  truckCubicYards: string;
  loads: Record<LoadSize, Range>;
  loadPricing: Record<LoadPricedService, boolean>;
  items: ItemRow[];
  stairs: string;
  heavy: string;
  sameDay: string;
  movingOn: boolean;
  hourly: Record<Crew, string>;
  minimumHours: string;
  travel: string;
  included: { en: string; es: string };
  rangeNote: { en: string; es: string };
};

/** A refusal, next to its field and in the summary at the top (which links to the field by its id). */
export type FieldError = { name: string; label: string; message: string };

/** Every field's name in the post. The element's id is the same with a prefix, so a summary link finds it. */
export const names = {
  enabled: "enabled",
  truckCubicYards: "truck-cubic-yards",
  load: (size: LoadSize, end: keyof Range) => `load-${size}-${end}`,
  loadPricing: (service: LoadPricedService) => `priced-by-load-${service}`,
  item: (index: number, part: keyof ItemRow) => `item-${index}-${part}`,
  stairs: "stairs",
  heavy: "heavy",
  sameDay: "same-day",
  movingOn: "moving",
  hourly: (crew: Crew) => `moving-hourly-${crew}`,
  minimumHours: "moving-minimum-hours",
  travel: "moving-travel",
  included: (lang: "en" | "es") => `included-${lang}`,
  rangeNote: (lang: "en" | "es") => `range-note-${lang}`,
};
export const idOf = (name: string) => `price-${name}`;

/** What each field is called, in labels and in the error summary. */
export const fieldLabels = {
  truckCubicYards: "Truck size (cubic yards)",
  load: (size: LoadSize, end: keyof Range) => `${labels.loadSizes[size]}, ${end}`,
  // The services as the quote form names them (and the service pages that quote as Junk Removal).
  loadPricing: {
    "junk-removal": `${serviceTypeLabel("junk-removal")} (also Furniture Removal and Appliance Removal)`,
    "cleanout-services": serviceTypeLabel("cleanout-services"),
    "demo-removal": serviceTypeLabel("demo-removal"),
  } satisfies Record<LoadPricedService, string>,
  item: (row: ItemRow, part: "en" | "es" | "price" | "fee" | "feeEn" | "feeEs") => {
    const what = row.en.trim() || "New item";
    return {
      en: `${what}, name in English`,
      es: `${what}, name in Spanish`,
      price: `${what}, price`,
      fee: `${what}, extra fee (optional)`,
      feeEn: `${what}, what the fee is for, in English`,
      feeEs: `${what}, what the fee is for, in Spanish`,
    }[part];
  },
  stairs: "Each flight of stairs",
  heavy: "Heavy material (concrete, dirt, shingles), per load",
  sameDay: "Same-day fee (0 = none)",
  hourly: (crew: Crew) => `${labels.crews[crew]}, per hour`,
  minimumHours: "Minimum hours",
  travel: "Travel fee",
  included: { en: "What is included, in English", es: "What is included, in Spanish" },
  rangeNote: { en: "Note after every range, in English", es: "Note after every range, in Spanish" },
};

/** The book's limits (src/lib/pricing/book-schema.ts), said to the owner before the schema would refuse. */
export const limits = { items: 30, itemName: 60, feeName: 40, included: 200, rangeNote: 160, maxCents: 10_000_000 };

export const blankItem = (): ItemRow => ({ id: "", en: "", es: "", price: "", fee: "", feeEn: "", feeEs: "", remove: false });

/** An empty row: a new item's row left as it was offered. */
export const isBlank = (row: ItemRow) => [row.id, row.en, row.es, row.price, row.fee, row.feeEn, row.feeEs].every((v) => v.trim() === "");

/** How many empty rows the form offers for new items (no script adds rows). */
export const newItemRows = 2;

const field = (cents: number) => centsToField(cents);

/** A saved book (or the starter one) as the form shows it, with empty rows for new items. */
export function bookToValues(book: PriceBook, enabled: boolean): PriceFormValues {
  // Moves quoted after a call still show typical rates, ready for when the owner ticks the box.
  const moving = book.moving ?? starterPriceBook.moving!;
  return {
    enabled,
    truckCubicYards: String(book.truckCubicYards),
    loads: Object.fromEntries(
      loadSizes.map((size) => [size, { low: field(book.loads[size].low), high: field(book.loads[size].high) }]),
    ) as Record<LoadSize, Range>,
    loadPricing: Object.fromEntries(loadPricedServices.map((s) => [s, book.loadPricing[s]])) as Record<LoadPricedService, boolean>,
    items: [
      ...book.items.map((item) => ({
        id: item.id,
        en: item.name.en,
        es: item.name.es,
        price: field(item.cents),
        fee: item.feeCents ? field(item.feeCents) : "",
        feeEn: item.feeName.en,
        feeEs: item.feeName.es,
        remove: false,
      })),
      ...Array.from({ length: newItemRows }, blankItem),
    ],
    stairs: field(book.stairsPerFlightCents),
    heavy: field(book.heavyPerLoadCents),
    sameDay: field(book.sameDayCents),
    movingOn: book.moving !== null,
    hourly: Object.fromEntries(crews.map((crew) => [crew, field(moving.hourlyCents[crew])])) as Record<Crew, string>,
    minimumHours: String(moving.minimumHours),
    travel: field(moving.travelFeeCents),
    included: { ...book.included },
    rangeNote: { ...book.rangeNote },
  };
}
