import type { Month } from "../calendar/months";
import type { Week } from "../calendar/weeks";
import { int, periodsTable, weeksTable } from "./dashboard-sql";

// Issue 33 on the dashboard: what the completed jobs came to, how quotes turned into jobs, where the
// loads went, and the review asks. Four queries, sent in the dashboard's one batch (./dashboard.ts).

/** The jobs of one service completed in a week, and their final amounts summed in cents. */
export type JobWeekRow = { week: number; service: string; jobs: number; cents: number };
/**
 * The requests received in the range, followed on: how many were quoted, booked and completed so far.
 * Each step counts the requests that reached it or went further, so each is a part of the one before.
 */
export type FunnelRow = { requests: number; quoted: number; booked: number; completed: number };
/** A completed job's record of where the load went (JSON text, src/lib/completion.ts Disposal). */
export type DisposalRow = { disposal: string };
/**
 * A month's review counts. asked, reminded, clicked: the asks, the reminders and the
 * first clicks per job sent or made that month; clicks: every click of the jobs first clicked that month;
 * completed, completedAsked: the jobs completed that month, and how many of them were asked.
 */
export type ReviewMonthRow = {
  month: number;
  kind: "asked" | "reminded" | "clicked" | "clicks" | "completed" | "completedAsked";
  n: number;
};

export type JobRows = { jobs: JobWeekRow[]; funnel: FunnelRow; disposals: DisposalRow[]; reviews: ReviewMonthRow[] };

// A job counts in the week it was completed (its first save: a corrected amount is not a second job).
export const jobsSql = (weeks: Week[]) => `WITH ${weeksTable(weeks)}
SELECT w.i AS week, q.service_type AS service, count(*) AS jobs, sum(j.final_cents) AS cents
FROM weeks w JOIN job_completions j ON j.completed_at >= w.s AND j.completed_at < w.e
JOIN quote_requests q ON q.id = j.quote_request_id
GROUP BY w.i, q.service_type`;

// The requests received in the range (as the dashboard's Requests figure counts them), followed on:
// completed when the job was recorded or the status says so; booked when given a day, scheduled or
// completed; quoted when a quote went out, or when it got further without one (a price given on the phone).
export const funnelSql = (weeks: Week[]) => `WITH followed AS (
  SELECT (j.quote_request_id IS NOT NULL OR q.status = 'completed') AS completed,
    (j.quote_request_id IS NOT NULL OR q.booked_date IS NOT NULL OR q.status IN ('scheduled', 'completed')) AS booked,
    EXISTS (SELECT 1 FROM quotes x WHERE x.quote_request_id = q.id) AS has_quote
  FROM quote_requests q LEFT JOIN job_completions j ON j.quote_request_id = q.id
  WHERE q.created_at >= ${int(weeks[0]!.from.getTime())} AND q.created_at < ${int(weeks.at(-1)!.to.getTime())}
)
SELECT count(*) AS requests, coalesce(sum(has_quote OR booked OR completed), 0) AS quoted,
  coalesce(sum(booked OR completed), 0) AS booked, coalesce(sum(completed), 0) AS completed FROM followed`;

// Only the records: the share kept from the landfill is worked out by divertedPercent (src/lib/completion.ts),
// the same rule the receipt uses, over a few hundred short JSON values a year.
export const disposalsSql = (weeks: Week[]) =>
  `SELECT disposal FROM job_completions WHERE disposal IS NOT NULL
  AND completed_at >= ${int(weeks[0]!.from.getTime())} AND completed_at < ${int(weeks.at(-1)!.to.getTime())}`;

// The three kinds of event in one term: D1 allows a compound SELECT five terms. Each counts once per
// job, in the month of its first: the review link texted again after the page's ask is not a second ask.
export const reviewsSql = (months: Month[]) => `WITH ${periodsTable("months", months)},
firsts AS (
  SELECT kind, min(at) AS at FROM customer_events
  WHERE kind IN ('review-asked', 'review-reminded', 'review-clicked') GROUP BY quote_request_id, kind
)
SELECT m.i AS month, CASE e.kind WHEN 'review-asked' THEN 'asked' WHEN 'review-reminded' THEN 'reminded' ELSE 'clicked' END AS kind, count(*) AS n
FROM months m JOIN firsts e ON e.at >= m.s AND e.at < m.e
GROUP BY m.i, e.kind
UNION ALL
SELECT m.i, 'clicks', sum(j.review_clicks) FROM months m JOIN job_completions j ON j.review_clicked_at >= m.s AND j.review_clicked_at < m.e GROUP BY m.i
UNION ALL
SELECT m.i, 'completed', count(*) FROM months m JOIN job_completions j ON j.completed_at >= m.s AND j.completed_at < m.e GROUP BY m.i
UNION ALL
SELECT m.i, 'completedAsked', count(j.review_asked_at) FROM months m JOIN job_completions j ON j.completed_at >= m.s AND j.completed_at < m.e GROUP BY m.i`;
