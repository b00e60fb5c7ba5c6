import { wordsIn, type LoadSize, type PriceBook } from "../../../lib/pricing/book";
import { estimateKind, loadBreakdown, type EstimateLine, type EstimatePicks } from "../../../lib/pricing/estimate";
import { formatCents, formatRange } from "../../../lib/pricing/money";
import { fillIn, type EstimateWords } from "./view";

// The line under a load's range that says what it adds up from, so the visitor sees that single
// items come on top of the load: "1/4 truck $150–$250 + 1 × Mattress $40 + stairs $25". The parts
// and amounts are the pricing code's (lib/pricing/estimate.ts loadBreakdown); here only their words.
// The load's and an item's parts have no words of their own ("1/4 truck $150–$250", "1 × Mattress $75").
// Said by the truck picker's live range (picker.tsx) and by the confirmation, with JavaScript or without.

type Words = Pick<EstimateWords, "partStairs" | "partHeavy" | "partSameDay" | "partMinimum">;
type Pricing = { book: PriceBook; serviceType: string; picks: EstimatePicks; sameDay: boolean };

/** The breakdown's line; undefined for a move, for nothing picked, or for a load alone (the range says it all). */
export function breakdownText(
  { book, serviceType, picks, sameDay }: Pricing,
  words: Words,
  sizeName: (size: LoadSize) => string,
  locale: string,
) {
  const breakdown = estimateKind(book, serviceType) === "load" ? loadBreakdown(book, picks, { sameDay }) : null;
  if (!breakdown || (breakdown.lines.length < 2 && !breakdown.minimum)) return undefined;
  const money = (cents: number) => formatCents(cents, locale);
  const itemName = (id: string) => wordsIn(book.items.find((i) => i.id === id)?.name ?? { en: id, es: id }, locale);
  const said = (line: EstimateLine) => {
    switch (line.part) {
      case "load":
        return fillIn("{size} {range}", { size: sizeName(line.size), range: formatRange(line.range, locale) });
      case "item":
        return fillIn("{count} × {name} {price}", { count: String(line.count), name: itemName(line.id), price: money(line.cents) });
      case "stairs":
        return fillIn(words.partStairs, { price: money(line.cents) });
      case "heavy":
        return fillIn(words.partHeavy, { price: money(line.cents) });
      case "sameDay":
        return fillIn(words.partSameDay, { price: money(line.cents) });
    }
  };
  // A part holds together (no-break spaces): on a phone the line breaks between parts, at " + ", never
  // inside one ("3 × Mattress" on one line, "$225" on the next).
  const part = (line: EstimateLine) => said(line).replace(/ /g, "\u00a0");
  const goods = breakdown.lines.filter((l) => l.part === "load" || l.part === "item").map(part);
  const extras = breakdown.lines.filter((l) => l.part !== "load" && l.part !== "item").map(part);
  const minimum = breakdown.minimum ? ` ${fillIn(words.partMinimum, { range: formatRange(breakdown.minimum, locale) })}` : "";
  return [`${goods.join(" + ")}${minimum}`, ...extras].join(" + ");
}

/** The amounts with their breakdown, as the confirmation's sentence says them: "$190–$290 (1/4 truck $150–$250 + …)". */
export const withBreakdown = (amounts: string, breakdown: string | undefined) => (breakdown ? `${amounts} (${breakdown})` : amounts);
