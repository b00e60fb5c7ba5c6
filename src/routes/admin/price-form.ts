import { crews, loadPricedServices, loadSizes, type PriceBook, type PriceItem } from "../../lib/pricing/book";
import { isReservedId, priceBookSchema } from "../../lib/pricing/book-schema";
import { formatCents, parseDollars } from "../../lib/pricing/money";
import {
  fieldLabels,
  isBlank,
  limits,
  names,
  type FieldError,
  type ItemRow,
  type PriceFormValues,
} from "../../pages/admin/prices/form-values";
import { textOf } from "./form";

// The Prices screen's post: read back as typed (PriceFormValues, shown again when refused), then
// checked field by field into a PriceBook in whole cents, or a message next to each field at fault.

type Body = Record<string, unknown>;

/** The most rows a post is read for: 30 items (the book's limit) plus the new rows, with room to spare for removed ones. */
const maxRows = 64;

export function readPriceForm(body: Body): PriceFormValues {
  const text = (name: string) => textOf(body[name]);
  const ticked = (name: string) => typeof body[name] === "string";
  const items: ItemRow[] = [];
  for (let i = 0; i < maxRows; i++) {
    const part = (p: keyof ItemRow) => names.item(i, p);
    if (!(["id", "en", "es", "price"] as const).some((p) => part(p) in body)) continue;
    items.push({
      id: text(part("id")),
      en: text(part("en")),
      es: text(part("es")),
      price: text(part("price")),
      fee: text(part("fee")),
      feeEn: text(part("feeEn")),
      feeEs: text(part("feeEs")),
      remove: ticked(part("remove")),
    });
  }
  return {
    enabled: ticked(names.enabled),
    truckCubicYards: text(names.truckCubicYards),
    loads: Object.fromEntries(
      loadSizes.map((s) => [s, { low: text(names.load(s, "low")), high: text(names.load(s, "high")) }]),
    ) as PriceFormValues["loads"],
    loadPricing: Object.fromEntries(loadPricedServices.map((s) => [s, ticked(names.loadPricing(s))])) as PriceFormValues["loadPricing"],
    items,
    stairs: text(names.stairs),
    heavy: text(names.heavy),
    sameDay: text(names.sameDay),
    movingOn: ticked(names.movingOn),
    hourly: Object.fromEntries(crews.map((crew) => [crew, text(names.hourly(crew))])) as PriceFormValues["hourly"],
    minimumHours: text(names.minimumHours),
    travel: text(names.travel),
    included: { en: text(names.included("en")), es: text(names.included("es")) },
    rangeNote: { en: text(names.rangeNote("en")), es: text(names.rangeNote("es")) },
  };
}

/** "lots of Junk!" → "lots-of-junk"; a number on the end when the id is taken or reserved ("Constructor" → "constructor-2"). */
export function itemId(name: string, taken: Set<string>) {
  const base =
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 34)
      .replace(/-+$/, "") || "item";
  let id = base;
  for (let n = 2; taken.has(id) || isReservedId(id); n++) id = `${base}-${n}`;
  return id;
}

/** A posted id kept as it is; a reserved one (a book saved before they were) is made again from the name. */
const validId = (id: string) => /^[a-z0-9-]{1,40}$/.test(id) && !isReservedId(id);

export type PriceFormResult = { ok: true; book: PriceBook; enabled: boolean } | { ok: false; errors: FieldError[] };

/** The typed form as a book, or every message (in the form's order) when anything is wrong. */
export function checkPriceForm(values: PriceFormValues): PriceFormResult {
  const errors: FieldError[] = [];
  const fail = (name: string, label: string, message: string) => {
    errors.push({ name, label, message });
    return 0;
  };
  const amount = (typed: string, name: string, label: string, { optional = false } = {}) => {
    if (optional && typed.trim() === "") return 0;
    if (typed.trim().startsWith("-")) return fail(name, label, "An amount cannot be negative. Enter an amount like 150 or 149.99");
    const cents = parseDollars(typed);
    if (cents === null) return fail(name, label, "Enter an amount like 150 or 149.99");
    if (cents > limits.maxCents) return fail(name, label, `Enter at most ${formatCents(limits.maxCents)}`);
    return cents;
  };
  const whole = (typed: string, name: string, label: string, min: number, max: number, unit: string) => {
    const n = /^\s*\d{1,3}\s*$/.test(typed) ? Number(typed) : NaN;
    if (n >= min && n <= max) return n;
    return fail(name, label, `Enter a whole number of ${unit} from ${min} to ${max}`);
  };
  const words = (typed: string, name: string, label: string, max: number, required: string | null) => {
    const trimmed = typed.trim();
    if (required && trimmed === "") fail(name, label, required);
    else if (trimmed.length > max) fail(name, label, `Keep it to ${max} characters (it has ${trimmed.length})`);
    return trimmed;
  };

  const truckCubicYards = whole(values.truckCubicYards, names.truckCubicYards, fieldLabels.truckCubicYards, 1, 100, "cubic yards");
  const loads = {} as PriceBook["loads"];
  for (const size of loadSizes) {
    const typed = values.loads[size];
    const lowName = names.load(size, "low");
    const before = errors.length;
    const low = amount(typed.low, lowName, fieldLabels.load(size, "low"));
    const high = amount(typed.high, names.load(size, "high"), fieldLabels.load(size, "high"));
    if (errors.length === before && low > high)
      fail(lowName, fieldLabels.load(size, "low"), `The low end (${formatCents(low)}) is above the high end (${formatCents(high)})`);
    loads[size] = { low, high };
  }

  const items = checkItems(values.items, { amount, words, fail });

  const stairsPerFlightCents = amount(values.stairs, names.stairs, fieldLabels.stairs);
  const heavyPerLoadCents = amount(values.heavy, names.heavy, fieldLabels.heavy);
  const sameDayCents = amount(values.sameDay, names.sameDay, fieldLabels.sameDay);
  const moving = values.movingOn
    ? {
        hourlyCents: Object.fromEntries(
          crews.map((crew) => [crew, amount(values.hourly[crew], names.hourly(crew), fieldLabels.hourly(crew))]),
        ) as Record<(typeof crews)[number], number>,
        minimumHours: whole(values.minimumHours, names.minimumHours, fieldLabels.minimumHours, 1, 12, "hours"),
        travelFeeCents: amount(values.travel, names.travel, fieldLabels.travel),
      }
    : null;
  const promise = (lang: string) =>
    `Write the note in ${lang}: it keeps the promise that the final price is confirmed on site before work starts`;
  const book: PriceBook = {
    truckCubicYards,
    loads,
    items,
    stairsPerFlightCents,
    heavyPerLoadCents,
    sameDayCents,
    loadPricing: values.loadPricing,
    moving,
    included: {
      en: words(values.included.en, names.included("en"), fieldLabels.included.en, limits.included, null),
      es: words(values.included.es, names.included("es"), fieldLabels.included.es, limits.included, null),
    },
    rangeNote: {
      en: words(values.rangeNote.en, names.rangeNote("en"), fieldLabels.rangeNote.en, limits.rangeNote, promise("English")),
      es: words(values.rangeNote.es, names.rangeNote("es"), fieldLabels.rangeNote.es, limits.rangeNote, promise("Spanish")),
    },
  };
  if (errors.length > 0) return { ok: false, errors };
  // The checks above say everything the schema does, in the owner's words; this is the last word
  // before a save (savePriceBook parses again), so a gap between the two is a 400, never a 500.
  if (!priceBookSchema.safeParse(book).success)
    return {
      ok: false,
      errors: [{ name: names.enabled, label: "Prices", message: "These prices could not be saved as they are. Check every field." }],
    };
  return { ok: true, book, enabled: values.enabled };
}

type Checks = {
  amount: (typed: string, name: string, label: string, options?: { optional?: boolean }) => number;
  words: (typed: string, name: string, label: string, max: number, required: string | null) => string;
  fail: (name: string, label: string, message: string) => number;
};

/** The kept rows as items: a removed or untouched empty row is dropped; a new one gets an id from its English name. */
function checkItems(rows: ItemRow[], { amount, words, fail }: Checks): PriceItem[] {
  const kept = rows.map((row, index) => ({ row, index })).filter(({ row }) => !row.remove && !isBlank(row));
  if (kept.length > limits.items)
    fail(names.item(kept[limits.items]!.index, "en"), "Single items", `Keep at most ${limits.items} items: remove one to add another`);
  const taken = new Set<string>();
  const ids = kept.map(({ row }) => {
    // A saved item keeps its id whatever its name becomes: requests name items by id.
    const id = row.id.trim();
    if (validId(id) && !taken.has(id)) {
      taken.add(id);
      return id;
    }
    return null;
  });
  return kept.map(({ row, index }, k) => {
    const name = (part: keyof ItemRow) => names.item(index, part);
    const label = (part: Parameters<typeof fieldLabels.item>[1]) => fieldLabels.item(row, part);
    const en = words(row.en, name("en"), label("en"), limits.itemName, "Enter the item's name in English");
    const es = words(row.es, name("es"), label("es"), limits.itemName, "Enter the item's name in Spanish");
    const cents = amount(row.price, name("price"), label("price"));
    const feeCents = amount(row.fee, name("fee"), label("fee"), { optional: true });
    const feeNamed = row.feeEn.trim() !== "" || row.feeEs.trim() !== "";
    const feeName =
      feeCents > 0 || feeNamed
        ? {
            en: words(row.feeEn, name("feeEn"), label("feeEn"), limits.feeName, "Say what the fee is for, in English (or clear the fee)"),
            es: words(row.feeEs, name("feeEs"), label("feeEs"), limits.feeName, "Say what the fee is for, in Spanish (or clear the fee)"),
          }
        : { en: "", es: "" };
    if (feeNamed && (row.fee.trim() === "" || parseDollars(row.fee) === 0))
      fail(name("fee"), label("fee"), "Enter the fee, or clear what it is for");
    const id = ids[k] ?? itemId(en, taken);
    taken.add(id);
    return { id, name: { en, es }, cents, feeCents, feeName };
  });
}
