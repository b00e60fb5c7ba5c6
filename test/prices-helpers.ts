import { crews, loadPricedServices, loadSizes } from "../src/lib/pricing/book";
import { names, type PriceFormValues } from "../src/pages/admin/prices/form-values";

// The Prices screen's post as a browser sends it, for the worker tests that save a book through the form.

/** The fields a browser posts for these values: what the form's inputs are named. */
export function priceFormFields(v: PriceFormValues): Record<string, string> {
  const f: Record<string, string> = {};
  if (v.enabled) f[names.enabled] = "yes";
  f[names.truckCubicYards] = v.truckCubicYards;
  for (const size of loadSizes) {
    f[names.load(size, "low")] = v.loads[size].low;
    f[names.load(size, "high")] = v.loads[size].high;
  }
  for (const s of loadPricedServices) if (v.loadPricing[s]) f[names.loadPricing(s)] = "yes";
  v.items.forEach((row, i) => {
    for (const part of ["id", "en", "es", "price", "fee", "feeEn", "feeEs"] as const) f[names.item(i, part)] = row[part];
    if (row.remove) f[names.item(i, "remove")] = "yes";
  });
  f[names.stairs] = v.stairs;
  f[names.heavy] = v.heavy;
  f[names.sameDay] = v.sameDay;
  if (v.movingOn) f[names.movingOn] = "yes";
  for (const crew of crews) f[names.hourly(crew)] = v.hourly[crew];
  f[names.minimumHours] = v.minimumHours;
  f[names.travel] = v.travel;
  for (const lang of ["en", "es"] as const) {
    f[names.included(lang)] = v.included[lang];
    f[names.rangeNote(lang)] = v.rangeNote[lang];
  }
  return f;
}
