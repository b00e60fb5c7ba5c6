import type { Month } from "../../../calendar/months";
import type { DashboardRows } from "../../../db/dashboard";
import type { FunnelRow, ReviewMonthRow } from "../../../db/dashboard-jobs";
import type { OnlineRow } from "../../../db/dashboard-payments";
import { divertedPercent, type Disposal } from "../../../lib/completion";

/** A service as the dashboard names it (model.ts's Series). */
type Series = { key: string; label: string };

// Issue 33's numbers, shaped from the aggregate rows: the completed jobs and their final amounts per
// week and per service, the request → quoted → booked → completed funnel, the share of the loads kept from the
// landfill, and the review asks per month.

export type JobStats = { jobs: number; cents: number };
export type JobsView = {
  weeks: JobStats[];
  services: (Series & { stats: JobStats })[];
  overall: JobStats;
  funnel: FunnelRow;
  /** The average share of a load donated or recycled (0-100), over the `recorded` jobs that said where their load went. */
  diversion: { percent: number | null; recorded: number };
  /** Deposits and online payments confirmed in the range, and refunds made (issue 46). */
  online: OnlineRow;
};

export type ReviewCounts = Record<ReviewMonthRow["kind"], number>;
export type ReviewsView = { months: { month: Month; counts: ReviewCounts }[]; overall: ReviewCounts };

const none = (): JobStats => ({ jobs: 0, cents: 0 });
const add = (into: JobStats, r: JobStats) => {
  into.jobs += r.jobs;
  into.cents += r.cents;
};

/** A stored record read back; null when it is not one divertedPercent can read (it never should be). */
function divertedOf(json: string): number | null {
  try {
    const percent = divertedPercent(JSON.parse(json) as Disposal);
    return typeof percent === "number" && percent >= 0 && percent <= 100 ? percent : null;
  } catch {
    return null;
  }
}

export function jobsView(weekCount: number, services: Series[], rows: DashboardRows): JobsView {
  const weeks = Array.from({ length: weekCount }, none);
  const overall = none();
  const byService = services.map((s) => ({ ...s, stats: none() }));
  for (const r of rows.jobs) {
    if (!weeks[r.week]) continue;
    add(weeks[r.week]!, r);
    add(overall, r);
    add((byService.find((s) => s.key === r.service) ?? byService.at(-1))!.stats, r);
  }
  const shares = rows.disposals.map((r) => divertedOf(r.disposal)).filter((p): p is number => p !== null);
  const percent = shares.length ? shares.reduce((a, b) => a + b, 0) / shares.length : null;
  return { weeks, services: byService, overall, funnel: rows.funnel, diversion: { percent, recorded: shares.length }, online: rows.online };
}

const noReviews = (): ReviewCounts => ({ asked: 0, reminded: 0, clicked: 0, clicks: 0, completed: 0, completedAsked: 0 });

/** The months up to today's ("YYYY-MM-DD"): this week may end in a month that has not begun. */
export function reviewsView(rows: DashboardRows, today: string): ReviewsView {
  const months = rows.months.map((month) => ({ month, counts: noReviews() }));
  const overall = noReviews();
  for (const r of rows.reviews) {
    if (!(r.kind in overall) || !months[r.month]) continue;
    months[r.month]!.counts[r.kind] += r.n;
    overall[r.kind] += r.n;
  }
  return { months: months.filter((m) => m.month.start <= today), overall };
}
