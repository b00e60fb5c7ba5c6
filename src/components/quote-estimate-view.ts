import type { Locale } from "../content/locale";
import { copyFor } from "../content/site-copy";
import { fillIn, type EstimateKind, type EstimatePart, type EstimateView } from "../islands/quote-form/estimate/view";
import { estimateFieldNames as names, noLoad } from "../lib/estimate-fields";
import { crews, loadSizes, wordsIn, type ActivePrices, type PriceBook } from "../lib/pricing/book";
import { estimateKind, pickLimits } from "../lib/pricing/estimate";
import { formatCents, formatRange } from "../lib/pricing/money";
import { serviceTypeValues, type ServiceTypeValue } from "../lib/service-types";

// "How much is going?" priced for one page: the controls with the owner's amounts in the page's
// language, and which part fits which service. Null when there is nothing to offer (no price book
// in force, or none of its services priced): then the form has no section, no field, no amount.

// Without JavaScript the service select cannot switch the section's parts, so both are in the page
// and CSS hides the one that does not fit the chosen service. Written out whole, for Tailwind to find.
const hideWhenChosen: Record<ServiceTypeValue, string> = {
  "junk-removal": "[form:has(option[value=junk-removal]:checked)_&]:hidden",
  "moving-services": "[form:has(option[value=moving-services]:checked)_&]:hidden",
  "cleanout-services": "[form:has(option[value=cleanout-services]:checked)_&]:hidden",
  "demo-removal": "[form:has(option[value=demo-removal]:checked)_&]:hidden",
};

/** The classes hiding `what` (a kind's part, or the section for null) while a service that does not offer it is chosen. */
const hiddenFor = (kinds: Partial<Record<ServiceTypeValue, EstimateKind>>, offered: EstimateKind | null) =>
  serviceTypeValues
    .filter((service) => (offered ? kinds[service] !== offered && kinds[service] : !kinds[service]))
    .map((service) => hideWhenChosen[service])
    .join(" ");

function loadPart(book: PriceBook, locale: Locale, hide: string): { part: EstimatePart; loads: EstimateView["loads"] } {
  const { ui, labels } = copyFor(locale);
  const w = ui.form.estimate;
  const money = (cents: number) => formatCents(cents, locale);
  const loads = loadSizes.map((value) => {
    const { low, high } = book.loads[value];
    const size = labels.loadSizes[value];
    return {
      value,
      size,
      range: formatRange({ low, high }, locale),
      name: fillIn(w.loadName, { size, low: money(low), high: money(high) }),
    };
  });
  const items = book.items.map((item) => ({
    name: `${names.item}${item.id}`,
    // "Mattress · $75", or with its fee: "Refrigerator · $85 + $25 freon removal".
    label: fillIn(item.feeCents ? w.itemFee : "{name} · {price}", {
      name: wordsIn(item.name, locale),
      price: money(item.cents),
      fee: money(item.feeCents),
      feeName: wordsIn(item.feeName, locale),
    }),
    min: 0,
    max: pickLimits.itemCount,
  }));
  const stairs = book.stairsPerFlightCents
    ? [
        {
          name: names.stairs,
          label: w.stairs,
          hint: fillIn(w.stairsHint, { price: money(book.stairsPerFlightCents) }),
          min: 0,
          max: pickLimits.stairs,
        },
      ]
    : [];
  const part: EstimatePart = {
    kind: "load",
    hide,
    choose: {
      legend: w.load,
      name: names.load,
      options: [{ value: noLoad, label: w.noLoad }, ...loads.map((l) => ({ value: l.value, label: `${l.size} · ${l.range}` }))],
    },
    numbers: [...(items.length ? [{ legend: w.items, fields: items }] : []), ...(stairs.length ? [{ fields: stairs }] : [])],
    ...(book.heavyPerLoadCents ? { check: { name: names.heavy, label: fillIn(w.heavy, { price: money(book.heavyPerLoadCents) }) } } : {}),
  };
  return { part, loads };
}

function movingPart(rates: NonNullable<PriceBook["moving"]>, locale: Locale, hide: string): EstimatePart {
  const { ui, labels } = copyFor(locale);
  const w = ui.form.estimate;
  const money = (cents: number) => formatCents(cents, locale);
  return {
    kind: "moving",
    hide,
    choose: {
      legend: w.crew,
      name: names.crew,
      options: crews.map((value) => ({
        value,
        label: fillIn(w.crewOption, { crew: labels.crews[value], rate: money(rates.hourlyCents[value]) }),
      })),
    },
    numbers: [
      {
        fields: [
          {
            name: names.hours,
            label: w.hours,
            hint: fillIn(w.hoursHint, { hours: String(rates.minimumHours), fee: money(rates.travelFeeCents) }),
            min: pickLimits.hours.min,
            max: pickLimits.hours.max,
          },
        ],
      },
    ],
  };
}

export function estimateView(prices: ActivePrices | null, locale: Locale): EstimateView | null {
  if (!prices) return null;
  const { book, version } = prices;
  const kinds: Partial<Record<ServiceTypeValue, EstimateKind>> = {};
  for (const service of serviceTypeValues) {
    const kind = estimateKind(book, service);
    if (kind) kinds[service] = kind;
  }
  const offered = new Set(Object.values(kinds));
  if (!offered.size) return null;
  const load = offered.has("load") ? loadPart(book, locale, hiddenFor(kinds, "load")) : null;
  const moving = offered.has("moving") && book.moving ? movingPart(book.moving, locale, hiddenFor(kinds, "moving")) : null;
  return {
    version,
    book,
    note: wordsIn(book.rangeNote, locale),
    kinds,
    hide: hiddenFor(kinds, null),
    parts: [...(load ? [load.part] : []), ...(moving ? [moving] : [])],
    loads: load?.loads ?? [],
  };
}
