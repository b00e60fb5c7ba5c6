import type { Month } from "../calendar/months";
import type { Week } from "../calendar/weeks";
import { int, periodsTable, weeksTable } from "./dashboard-sql";

// Issue 33 on the dashboard: what the completed jobs came to, how quotes turned into jobs, where the
// loads went, and the review asks. Four queries, sent in the dashboard's one batch (./dashboard.ts).

/** The jobs of one service completed in a week, and their final amounts summed in cents. */
export type JobWeekRow = { week: number; service: string; jobs: number; cents: number };
/** The requests whose first quote went out in the range: how many, how many are booked now, how many completed. */
export type FunnelRow = { quoted: number; booked: number; completed: number };
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

// The quotes section's requests (first quote sent in the range), followed on: booked as there (given a
// day, scheduled or completed) or completed; completed when the job was recorded or the status says so.
// Completed ones count as booked too, so each step is a part of the one before.
export const funnelSql = (weeks: Week[]) => `WITH firsts AS (
  SELECT quote_request_id AS id, min(created_at) AS sent FROM quotes GROUP BY quote_request_id
  HAVING sent >= ${int(weeks[0]!.from.getTime())} AND sent < ${int(weeks.at(-1)!.to.getTime())}
),
followed AS (
  SELECT (j.quote_request_id IS NOT NULL OR q.status = 'completed') AS completed,
    (j.quote_request_id IS NOT NULL OR q.booked_date IS NOT NULL OR q.status IN ('scheduled', 'completed')) AS booked
  FROM firsts f JOIN quote_requests q ON q.id = f.id LEFT JOIN job_completions j ON j.quote_request_id = f.id
)
SELECT count(*) AS quoted, coalesce(sum(booked), 0) AS booked, coalesce(sum(completed), 0) AS completed FROM followed`;

// Only the records: the share kept from the landfill is worked out by divertedPercent (src/lib/completion.ts),
// the same rule the receipt uses, over a few hundred short JSON values a year.
export const disposalsSql = (weeks: Week[]) =>
  `SELECT disposal FROM job_completions WHERE disposal IS NOT NULL
  AND completed_at >= ${int(weeks[0]!.from.getTime())} AND completed_at < ${int(weeks.at(-1)!.to.getTime())}`;

// The three kinds of event in one term: D1 allows a compound SELECT five terms.
export const reviewsSql = (months: Month[]) => `WITH ${periodsTable("months", months)}
SELECT m.i AS month, CASE e.kind WHEN 'review-asked' THEN 'asked' WHEN 'review-reminded' THEN 'reminded' ELSE 'clicked' END AS kind, count(*) AS n
FROM months m JOIN customer_events e ON e.kind IN ('review-asked', 'review-reminded', 'review-clicked') AND e.at >= m.s AND e.at < m.e
GROUP BY m.i, e.kind
UNION ALL
SELECT m.i, 'clicks', sum(j.review_clicks) FROM months m JOIN job_completions j ON j.review_clicked_at >= m.s AND j.review_clicked_at < m.e GROUP BY m.i
UNION ALL
SELECT m.i, 'completed', count(*) FROM months m JOIN job_completions j ON j.completed_at >= m.s AND j.completed_at < m.e GROUP BY m.i
UNION ALL
SELECT m.i, 'completedAsked', count(j.review_asked_at) FROM months m JOIN job_completions j ON j.completed_at >= m.s AND j.completed_at < m.e GROUP BY m.i`;
