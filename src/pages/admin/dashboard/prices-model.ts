import type { DashboardRows, QuoteWeekRow } from "../../../db/dashboard";

/** A service as the dashboard names it (model.ts's Series). */
type Series = { key: string; label: string };

// Issue 31's numbers, shaped from the aggregate rows: per week the requests with and without a
// visitor's estimate, and the quotes sent, how many got booked and their amounts; per service the same.

export type QuoteStats = Omit<QuoteWeekRow, "week" | "service">;
export type PricesView = {
  /** Per week: requests that came with a range shown to the visitor, and those without. */
  estimates: { with: number; without: number }[];
  quotes: { weeks: QuoteStats[]; overall: QuoteStats; services: (Series & { stats: QuoteStats })[] };
};

const none = (): QuoteStats => ({ quoted: 0, booked: 0, quotedCents: 0, bookedCents: 0 });
const add = (into: QuoteStats, r: QuoteStats) => {
  into.quoted += r.quoted;
  into.booked += r.booked;
  into.quotedCents += r.quotedCents;
  into.bookedCents += r.bookedCents;
};

/** The average of a count's amounts in cents, rounded to a whole cent; null when there is nothing to average. */
export const averageCents = (cents: number, n: number) => (n ? Math.round(cents / n) : null);

export function pricesView(weekCount: number, services: Series[], rows: DashboardRows): PricesView {
  const estimates = Array.from({ length: weekCount }, () => ({ with: 0, without: 0 }));
  for (const r of rows.byWeekService) {
    estimates[r.week]!.with += r.estimated;
    estimates[r.week]!.without += r.n - r.estimated;
  }
  const weeks = Array.from({ length: weekCount }, none);
  const overall = none();
  const byService = services.map((s) => ({ ...s, stats: none() }));
  for (const r of rows.quotes) {
    add(weeks[r.week]!, r);
    add(overall, r);
    add((byService.find((s) => s.key === r.service) ?? byService.at(-1))!.stats, r);
  }
  return { estimates, quotes: { weeks, overall, services: byService } };
}
