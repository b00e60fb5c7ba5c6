import { monthsOf, type Month } from "../calendar/months";
import type { Week } from "../calendar/weeks";
import type { Db } from ".";
import { onlineSql, type OnlineRow } from "./dashboard-payments";
import { disposalsSql, funnelSql, jobsSql, reviewsSql, type FunnelRow, type JobRows } from "./dashboard-jobs";
import { int, weeksTable } from "./dashboard-sql";
import { firstChangeSql, promiseMs, slowSql } from "./response-time";

// The owner's dashboard in twelve aggregate queries sent to D1 as one batch (one round trip): counts
// grouped in SQL, the medians too (a window function), so the Worker never holds the rows (only the
// completed jobs' short records of where their loads went: ./dashboard-jobs.ts).

type Count = { n: number };
/** A week's requests of one service; `estimated`: how many of them came with a range shown to the visitor (issue 31). */
export type WeekServiceRow = Count & { week: number; service: string; estimated: number };
/**
 * The requests of one service whose first quote was sent in a week (issue 31): how many, how many of
 * them are booked now, and their amounts summed in cents (each request's newest quote, a range's midpoint).
 */
export type QuoteWeekRow = { week: number; service: string; quoted: number; booked: number; quotedCents: number; bookedCents: number };
/** The range's requests by page (landing page, else the form's), source and status: a few hundred groups at most. */
export type BreakdownRow = Count & { page: string | null; source: string | null; status: string };
export type PageRow = Count & { page: string };
/** Call taps on a Houston day ("YYYY-MM-DD"), all pages together; only days that have any. */
export type DayRow = Count & { day: string };
/** A week's first answers (week -1: the whole range). Times in ms; median null when none was answered. */
export type ResponseRow = {
  week: number;
  received: number;
  answered: number;
  onTime: number;
  waiting: number;
  slow: number;
  median: number | null;
};

/** What customers did on their own pages in a week (issue 32): quote versions first viewed, quotes approved, bookings moved. */
export type CustomerWeekRow = Count & { week: number; kind: "viewed" | "approved" | "moved" };

export type DashboardRows = {
  byWeekService: WeekServiceRow[];
  breakdown: BreakdownRow[];
  callsByPage: PageRow[];
  callsByDay: DayRow[];
  response: ResponseRow[];
  quotes: QuoteWeekRow[];
  customerPage: CustomerWeekRow[];
  /** The calendar months the weeks touch (the review asks are counted by month). */
  months: Month[];
  /** Deposits and online payments in the range (issue 46). */
  online: OnlineRow;
} & JobRows;

const inWeeks = "FROM weeks w JOIN quote_requests q ON q.created_at >= w.s AND q.created_at < w.e";

// Each request's week and the time to its first answer, worked out once (MATERIALIZED); the
// medians rank those times within each week and across the range, in one pass.
function responseSql(weeks: Week[], now: number) {
  return `WITH ${weeksTable(weeks)},
firsts AS MATERIALIZED (SELECT w.i AS week, q.created_at AS created, ${firstChangeSql("q.id")} - q.created_at AS delay ${inWeeks}),
stats AS (
  SELECT week, count(*) AS received, count(delay) AS answered, coalesce(sum(delay <= ${promiseMs}), 0) AS onTime,
    count(*) - count(delay) AS waiting, coalesce(sum(${slowSql("delay", "created", now)}), 0) AS slow
  FROM firsts GROUP BY week
),
ranked AS MATERIALIZED (
  SELECT week, delay, row_number() OVER (PARTITION BY week ORDER BY delay) AS rn, row_number() OVER (ORDER BY delay) AS overall_rn
  FROM firsts WHERE delay IS NOT NULL
),
overall AS (SELECT -1 AS week, sum(received) AS received, sum(answered) AS answered, sum(onTime) AS onTime, sum(waiting) AS waiting, sum(slow) AS slow FROM stats)
SELECT s.*, avg(r.delay) AS median
FROM stats s LEFT JOIN ranked r ON r.week = s.week AND r.rn IN ((s.answered + 1) / 2, (s.answered + 2) / 2)
GROUP BY s.week
UNION ALL
SELECT o.*, (SELECT avg(delay) FROM ranked WHERE overall_rn IN ((o.answered + 1) / 2, (o.answered + 2) / 2)) FROM overall o WHERE o.received > 0
ORDER BY 1`;
}

// A request counts once, in the week its first quote went out (a revised quote is not a second one),
// at the amount of its newest quote; booked: given a day, or scheduled or completed.
function quotesSql(weeks: Week[]) {
  return `WITH ${weeksTable(weeks)},
firsts AS (
  SELECT quote_request_id AS id, min(created_at) AS sent, max(version) AS newest FROM quotes GROUP BY quote_request_id
  HAVING sent >= ${int(weeks[0]!.from.getTime())} AND sent < ${int(weeks.at(-1)!.to.getTime())}
),
quoted AS (
  SELECT w.i AS week, q.service_type AS service, (n.low_cents + n.high_cents) / 2.0 AS amount,
    (q.booked_date IS NOT NULL OR q.status IN ('scheduled', 'completed')) AS booked
  FROM firsts f JOIN weeks w ON f.sent >= w.s AND f.sent < w.e
  JOIN quote_requests q ON q.id = f.id
  JOIN quotes n ON n.quote_request_id = f.id AND n.version = f.newest
)
SELECT week, service, count(*) AS quoted, sum(booked) AS booked, sum(amount) AS quotedCents,
  coalesce(sum(CASE WHEN booked THEN amount END), 0) AS bookedCents
FROM quoted GROUP BY week, service`;
}

// Each count by the week its moment fell in: a quote version's first view and its approval
// (quotes.viewed_at, approved_at), and each move a customer made (customer_events, by kind and time).
function customerPageSql(weeks: Week[]) {
  return `WITH ${weeksTable(weeks)}
SELECT w.i AS week, 'viewed' AS kind, count(*) AS n FROM weeks w JOIN quotes q ON q.viewed_at >= w.s AND q.viewed_at < w.e GROUP BY w.i
UNION ALL
SELECT w.i, 'approved', count(*) FROM weeks w JOIN quotes q ON q.approved_at >= w.s AND q.approved_at < w.e GROUP BY w.i
UNION ALL
SELECT w.i, 'moved', count(*) FROM weeks w JOIN customer_events e ON e.kind = 'moved' AND e.at >= w.s AND e.at < w.e GROUP BY w.i`;
}

/** Everything the dashboard shows for these weeks (oldest first); `now` decides which waiting requests are already late. */
export async function dashboardRows(db: Db, weeks: Week[], now = Date.now()): Promise<DashboardRows> {
  const d1 = db.$client;
  const from = weeks[0]!.from.getTime();
  const to = weeks.at(-1)!.to.getTime();
  const firstDay = weeks[0]!.start;
  const lastDay = weeks.at(-1)!.end;
  const months = monthsOf(weeks);
  const [byWeekService, breakdown, callsByPage, callsByDay, response, quotes, customerPage, jobs, funnel, disposals, reviews, online] =
    await d1.batch([
      d1.prepare(
        `WITH ${weeksTable(weeks)} SELECT w.i AS week, q.service_type AS service, count(*) AS n, count(q.estimate_low_cents) AS estimated ${inWeeks} GROUP BY w.i, q.service_type`,
      ),
      // A request counts for the page its visit began on; older ones (no landing page) for the form's page.
      d1
        .prepare(
          "SELECT coalesce(landing_page, source_page) AS page, traffic_source AS source, status, count(*) AS n FROM quote_requests WHERE created_at >= ?1 AND created_at < ?2 GROUP BY 1, 2, 3",
        )
        .bind(from, to),
      d1
        .prepare("SELECT page, sum(count) AS n FROM page_events WHERE kind = 'call' AND day >= ?1 AND day <= ?2 GROUP BY page")
        .bind(firstDay, lastDay),
      d1
        .prepare("SELECT day, sum(count) AS n FROM page_events WHERE kind = 'call' AND day >= ?1 AND day <= ?2 GROUP BY day")
        .bind(firstDay, lastDay),
      d1.prepare(responseSql(weeks, Math.trunc(now))),
      d1.prepare(quotesSql(weeks)),
      d1.prepare(customerPageSql(weeks)),
      d1.prepare(jobsSql(weeks)),
      d1.prepare(funnelSql(weeks)),
      d1.prepare(disposalsSql(weeks)),
      d1.prepare(reviewsSql(months)),
      d1.prepare(onlineSql(weeks)),
    ]);
  return {
    byWeekService: byWeekService!.results as WeekServiceRow[],
    breakdown: breakdown!.results as BreakdownRow[],
    callsByPage: callsByPage!.results as PageRow[],
    callsByDay: callsByDay!.results as DayRow[],
    response: response!.results as ResponseRow[],
    quotes: quotes!.results as QuoteWeekRow[],
    customerPage: customerPage!.results as CustomerWeekRow[],
    months,
    jobs: jobs!.results as JobRows["jobs"],
    funnel: funnel!.results[0] as FunnelRow,
    disposals: disposals!.results as JobRows["disposals"],
    reviews: reviews!.results as JobRows["reviews"],
    online: online!.results[0] as OnlineRow,
  };
}
