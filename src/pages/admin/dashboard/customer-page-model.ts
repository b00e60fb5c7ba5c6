import type { CustomerWeekRow } from "../../../db/dashboard";

// Issue 32's numbers: per week, the quote versions customers first viewed on their own page, the
// quotes they approved there, and the bookings they moved; and the range's totals.

export type CustomerPageCounts = Record<CustomerWeekRow["kind"], number>;
export type CustomerPageView = { weeks: CustomerPageCounts[]; overall: CustomerPageCounts };

const none = (): CustomerPageCounts => ({ viewed: 0, approved: 0, moved: 0 });

export function customerPageView(weekCount: number, rows: CustomerWeekRow[]): CustomerPageView {
  const weeks = Array.from({ length: weekCount }, none);
  const overall = none();
  for (const r of rows) {
    if (!(r.kind in overall) || !weeks[r.week]) continue;
    weeks[r.week]![r.kind] += r.n;
    overall[r.kind] += r.n;
  }
  return { weeks, overall };
}
