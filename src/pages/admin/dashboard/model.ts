import { trafficSources, type TrafficSource } from "../../../attribution/classify";
import type { Week, WeekRange } from "../../../calendar/weeks";
import { pagePaths, pages } from "../../../content/site-map";
import type { BreakdownRow, DashboardRows, ResponseRow } from "../../../db/dashboard";
import { quoteStatuses, type QuoteStatus } from "../../../db/quote-requests";
import { serviceTypeLabel } from "../../../content/i18n";
import { serviceTypeValues } from "../../../lib/service-types";
import { sourcePageName } from "../../../attribution/source-page";
import { statusLabel, trafficSourceLabels } from "../format";
import { callDays, type CallDays } from "./call-days";
import { rangeSpan } from "./text";
import { pricesView, type PricesView } from "./prices-model";
import { customerPageView, type CustomerPageView } from "./customer-page-model";
import { jobsView, reviewsView, type JobsView, type ReviewsView } from "./jobs-model";

// The dashboard's numbers, shaped from the aggregate rows: every week present (zeros included),
// every service, source and status in a fixed order, pages by name.

export type ResponseStats = Omit<ResponseRow, "week">;
export type Series = { key: string; label: string };
export type Bar = { key: string; label: string; values: number[]; href?: string };

export type DashboardView = {
  range: WeekRange;
  weeks: Week[];
  /** "Sep 7 – Nov 23, 2026": the weeks up to today. */
  span: string;
  totals: { requests: number; calls: number };
  /** The stacked chart's series: the four services, and "Other" only if an old row has another. */
  services: Series[];
  /** Per week, a count per service (in `services` order). */
  weekly: number[][];
  pages: Bar[];
  /** Call taps per day up to today (a day still to come is not a quiet one), the unusual ones marked. */
  callDays: CallDays;
  sources: Bar[];
  statuses: Bar[];
  response: { weeks: ResponseStats[]; overall: ResponseStats };
  /** Estimates, quotes and bookings (issue 31). */
  prices: PricesView;
  /** What customers did on their own pages (issue 32). */
  customerPage: CustomerPageView;
  /** Completed jobs, their amounts, the quote-to-job funnel and where the loads went (issue 33). */
  jobs: JobsView;
  /** The review asks by month (issue 33). */
  reviews: ReviewsView;
};

const noAnswers: ResponseStats = { received: 0, answered: 0, onTime: 0, waiting: 0, slow: 0, median: null };
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const pageOrder = (path: string) => pages.findIndex((p) => p.path === path) + 1 || pages.length + 1;

/** A page's key in the chart: the site's own pages by path; null (older requests) and unknown paths each one row. */
const pageKey = (path: string | null) => (path === null ? "none" : pagePaths.includes(path) ? path : "other");
const pageLabel = (key: string) => (key === "none" ? "Page not recorded" : key === "other" ? "Other addresses" : sourcePageName(key));

function pageBars(rows: DashboardRows): Bar[] {
  const byKey = new Map<string, [number, number]>();
  const add = (path: string | null, n: number, i: 0 | 1) => {
    const counts = byKey.get(pageKey(path)) ?? [0, 0];
    counts[i] += n;
    byKey.set(pageKey(path), counts);
  };
  for (const r of rows.breakdown) add(r.page, r.n, 0);
  for (const r of rows.callsByPage) add(r.page, r.n, 1);
  return [...byKey.entries()]
    .filter(([, counts]) => sum(counts) > 0)
    .sort(([a, x], [b, y]) => sum(y) - sum(x) || pageOrder(a) - pageOrder(b))
    .map(([key, values]) => ({ key, label: pageLabel(key), values }));
}

export function dashboardView(range: WeekRange, weeks: Week[], rows: DashboardRows, today: string): DashboardView {
  const known = serviceTypeValues.map((value): Series => ({ key: value, label: serviceTypeLabel(value) }));
  const hasOther = [...rows.byWeekService, ...rows.quotes, ...rows.jobs].some((r) => !known.some((s) => s.key === r.service));
  const services = hasOther ? [...known, { key: "other", label: "Other" }] : known;
  const weekly = weeks.map(() => services.map(() => 0));
  for (const r of rows.byWeekService) {
    const i = services.findIndex((s) => s.key === r.service);
    weekly[r.week]![i >= 0 ? i : services.length - 1]! += r.n;
  }

  const sourceOf = (r: BreakdownRow) => (trafficSources.includes(r.source as TrafficSource) ? r.source : "unknown");
  const sourceCount = (key: TrafficSource | "unknown") => sum(rows.breakdown.filter((r) => sourceOf(r) === key).map((r) => r.n));
  const unknown = sourceCount("unknown");
  const sources = [...trafficSources, ...(unknown ? (["unknown"] as const) : [])].map((key) => ({
    key,
    label: trafficSourceLabels[key],
    values: [sourceCount(key)],
  }));
  const statusCount = (s: QuoteStatus) => sum(rows.breakdown.filter((r) => r.status === s).map((r) => r.n));

  const responseOf = (week: number) => {
    const { week: _, ...stats } = rows.response.find((r) => r.week === week) ?? { week, ...noAnswers };
    return stats;
  };
  return {
    range,
    weeks,
    span: rangeSpan(weeks, today),
    totals: { requests: sum(weekly.flat()), calls: sum(rows.callsByPage.map((r) => r.n)) },
    services,
    weekly,
    pages: pageBars(rows),
    callDays: callDays(rows.callsByDay, weeks[0]!.start, weeks.at(-1)!.end < today ? weeks.at(-1)!.end : today),
    sources,
    statuses: quoteStatuses.map((s) => ({ key: s, label: statusLabel(s), values: [statusCount(s)] })),
    response: { weeks: weeks.map((_, i) => responseOf(i)), overall: responseOf(-1) },
    prices: pricesView(weeks.length, services, rows),
    customerPage: customerPageView(weeks.length, rows.customerPage),
    jobs: jobsView(weeks.length, services, rows),
    reviews: reviewsView(rows, today),
  };
}
