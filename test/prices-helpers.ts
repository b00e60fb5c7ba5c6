import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { crews, loadPricedServices, loadSizes } from "../src/lib/pricing/book";
import { names, type PriceFormValues } from "../src/pages/admin/prices/form-values";

// The Prices screen's post as a browser sends it, and a request's stored estimate: for the worker
// tests that save a book through the form or price a visitor's picks.

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

export const uniqueEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

type EstimateRow = { estimate: string | null; low: number | null; high: number | null; version: number | null };

/** A request's estimate columns as stored, found by its e-mail. */
export async function estimateOf(email: string) {
  const row = await env.DB.prepare(
    "SELECT estimate, estimate_low_cents AS low, estimate_high_cents AS high, price_book_version AS version FROM quote_requests WHERE email = ?",
  )
    .bind(email)
    .first<EstimateRow>();
  expect(row, email).not.toBeNull();
  return { ...row!, estimate: row!.estimate === null ? null : JSON.parse(row!.estimate) };
}
