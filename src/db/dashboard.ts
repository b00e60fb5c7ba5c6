import type { Week } from "../calendar/weeks";
import type { Db } from ".";
import { firstChangeSql, promiseMs, slowSql } from "./response-time";

// The owner's dashboard in six aggregate queries sent to D1 as one batch (one round trip): counts
// grouped in SQL, the medians too (window functions), so the Worker never holds the rows.

type Count = { n: number };
export type WeekServiceRow = Count & { week: number; service: string };
export type PageRow = Count & { page: string | null };
export type SourceRow = Count & { source: string | null };
export type StatusRow = Count & { status: string };
/** A week's first answers (week -1: the whole range). Times in ms; median null when none was answered. */
export type ResponseRow = { week: number; received: number; answered: number; onTime: number; waiting: number; slow: number; median: number | null };

export type DashboardRows = {
  byWeekService: WeekServiceRow[];
  requestsByPage: PageRow[];
  callsByPage: PageRow[];
  bySource: SourceRow[];
  byStatus: StatusRow[];
  response: ResponseRow[];
};

const int = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return String(n);
};
// The weeks as a table of literals: 52 weeks' bounds are 104 numbers, past D1's 100 bound
// parameters. They are integers made here, never input.
const weeksTable = (weeks: Week[]) => `weeks(i, s, e) AS (VALUES ${weeks.map((w, i) => `(${i}, ${int(w.from.getTime())}, ${int(w.to.getTime())})`).join(", ")})`;
const inWeeks = "FROM weeks w JOIN quote_requests q ON q.created_at >= w.s AND q.created_at < w.e";

function responseSql(weeks: Week[], now: number) {
  return `WITH ${weeksTable(weeks)},
firsts AS (SELECT w.i AS week, q.created_at AS created, ${firstChangeSql("q.id")} AS first_at ${inWeeks}),
every AS (SELECT week, created, first_at FROM firsts UNION ALL SELECT -1, created, first_at FROM firsts),
ranked AS (
  SELECT week, first_at - created AS delay,
    row_number() OVER (PARTITION BY week ORDER BY first_at - created) AS rn,
    count(*) OVER (PARTITION BY week) AS answered
  FROM every WHERE first_at IS NOT NULL
),
medians AS (SELECT week, avg(delay) AS median FROM ranked WHERE rn IN ((answered + 1) / 2, (answered + 2) / 2) GROUP BY week)
SELECT e.week, count(*) AS received, count(e.first_at) AS answered,
  coalesce(sum(e.first_at - e.created <= ${promiseMs}), 0) AS onTime,
  coalesce(sum(e.first_at IS NULL), 0) AS waiting,
  coalesce(sum(${slowSql("e.first_at", "e.created", now)}), 0) AS slow,
  m.median
FROM every e LEFT JOIN medians m ON m.week = e.week
GROUP BY e.week ORDER BY e.week`;
}

/** Everything the dashboard shows for these weeks (oldest first); `now` decides which waiting requests are already late. */
export async function dashboardRows(db: Db, weeks: Week[], now = Date.now()): Promise<DashboardRows> {
  const d1 = db.$client;
  const from = weeks[0]!.from.getTime();
  const to = weeks.at(-1)!.to.getTime();
  const inRange = "FROM quote_requests WHERE created_at >= ?1 AND created_at < ?2";
  const results = await d1.batch([
    d1.prepare(`WITH ${weeksTable(weeks)} SELECT w.i AS week, q.service_type AS service, count(*) AS n ${inWeeks} GROUP BY w.i, q.service_type`),
    // A request counts for the page its visit began on; older ones (no landing page) for the form's page.
    d1.prepare(`SELECT coalesce(landing_page, source_page) AS page, count(*) AS n ${inRange} GROUP BY 1`).bind(from, to),
    d1.prepare("SELECT page, sum(count) AS n FROM page_events WHERE kind = 'call' AND day >= ?1 AND day <= ?2 GROUP BY page").bind(weeks[0]!.start, weeks.at(-1)!.end),
    d1.prepare(`SELECT traffic_source AS source, count(*) AS n ${inRange} GROUP BY 1`).bind(from, to),
    d1.prepare(`SELECT status, count(*) AS n ${inRange} GROUP BY 1`).bind(from, to),
    d1.prepare(responseSql(weeks, Math.trunc(now))),
  ]);
  const [byWeekService, requestsByPage, callsByPage, bySource, byStatus, response] = results.map((r) => r.results);
  return {
    byWeekService: byWeekService as WeekServiceRow[],
    requestsByPage: requestsByPage as PageRow[],
    callsByPage: callsByPage as PageRow[],
    bySource: bySource as SourceRow[],
    byStatus: byStatus as StatusRow[],
    response: response as ResponseRow[],
  };
}
