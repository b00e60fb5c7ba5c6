import { serviceTypeLabel } from "../../../content/i18n";
import { labels } from "../../../content/i18n/en/labels";
import { crews, loadPricedServices, loadSizes, type CentsRange, type PriceBook } from "../../../lib/pricing/book";
import { formatCents, formatRange } from "../../../lib/pricing/money";

// What one save of the price book changed from the one before, as the History lists it:
// "1/4 truck $150–$250 → $160–$260 · Refrigerator added · stairs $25 → $30". Only what the owner
// typed differently; the same figures saved again say so.

const money = (cents: number) => formatCents(cents);
const range = (r: CentsRange) => formatRange(r);
const sameRange = (a: CentsRange, b: CentsRange) => a.low === b.low && a.high === b.high;
const sameWords = (a: { en: string; es: string }, b: { en: string; es: string }) => a.en === b.en && a.es === b.es;

export function bookChanges(before: PriceBook, after: PriceBook): string[] {
  const out: string[] = [];
  const figure = (name: string, a: number, b: number) => a !== b && out.push(`${name} ${money(a)} → ${money(b)}`);
  if (before.truckCubicYards !== after.truckCubicYards) out.push(`truck ${before.truckCubicYards} → ${after.truckCubicYards} cubic yards`);
  for (const size of loadSizes) {
    const [a, b] = [before.loads[size], after.loads[size]];
    if (!sameRange(a, b)) out.push(`${labels.loadSizes[size]} ${range(a)} → ${range(b)}`);
  }
  for (const item of after.items) {
    const old = before.items.find((i) => i.id === item.id);
    if (!old) out.push(`${item.name.en} added`);
    else {
      if (old.name.en !== item.name.en) out.push(`${old.name.en} renamed ${item.name.en}`);
      else if (old.name.es !== item.name.es) out.push(`${item.name.en}'s Spanish name`);
      figure(item.name.en, old.cents, item.cents);
      figure(`${item.name.en}'s fee`, old.feeCents, item.feeCents);
    }
  }
  for (const old of before.items) if (!after.items.some((i) => i.id === old.id)) out.push(`${old.name.en} removed`);
  figure("stairs", before.stairsPerFlightCents, after.stairsPerFlightCents);
  figure("heavy material", before.heavyPerLoadCents, after.heavyPerLoadCents);
  figure("same-day fee", before.sameDayCents, after.sameDayCents);
  for (const service of loadPricedServices)
    if (before.loadPricing[service] !== after.loadPricing[service])
      out.push(`${serviceTypeLabel(service)} ${after.loadPricing[service] ? "priced by the load" : "quoted after a call"}`);
  const [m, n] = [before.moving, after.moving];
  if (!m !== !n) out.push(n ? "moving rates shown" : "moving rates taken off");
  else if (m && n) {
    for (const crew of crews) figure(`${labels.crews[crew]} an hour`, m.hourlyCents[crew], n.hourlyCents[crew]);
    if (m.minimumHours !== n.minimumHours) out.push(`moving minimum ${m.minimumHours} → ${n.minimumHours} hours`);
    figure("travel fee", m.travelFeeCents, n.travelFeeCents);
  }
  if (!sameWords(before.included, after.included)) out.push("what the prices include");
  if (!sameWords(before.rangeNote, after.rangeNote)) out.push("the note after each range");
  return out;
}
