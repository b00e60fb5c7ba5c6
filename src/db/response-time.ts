import { sql, type SQL } from "drizzle-orm";
import { business } from "../config/business";
import { hour } from "../config/time";

// How fast a request got its first answer: the time from its arrival to the first change of its
// status (quote_status_changes; any change counts, a booking or a decline too), against the
// promise the site makes ("we reply within 24 hours"). The dashboard's figures and the inbox's
// response filter read these same definitions, so a figure and the list behind it always agree.

export const promiseMs = business.quoteReplyHours * hour;
export const responseFilters = ["answered", "waiting", "slow"] as const;
export type ResponseFilter = (typeof responseFilters)[number];

/** The instant of a request's first status change (null: none yet); the index on (request, changed_at) makes it one seek. */
export const firstChangeSql = (requestId = "quote_requests.id") =>
  `(SELECT min(c.changed_at) FROM quote_status_changes c WHERE c.quote_request_id = ${requestId})`;

/**
 * Slow: answered more than the promise after arrival, or not answered yet and older than the
 * promise. `delay` (ms from arrival to the first answer, NULL for none) and `created` are SQL.
 */
export const slowSql = (delay: string, created: string, now: number) =>
  `(CASE WHEN ${delay} IS NULL THEN ${created} < ${now - promiseMs} ELSE ${delay} > ${promiseMs} END)`;

/** The inbox's condition for ?response=answered|waiting|slow, on quote_requests. */
export function responseCondition(filter: ResponseFilter, now = Date.now()): SQL {
  const first = firstChangeSql();
  if (filter === "answered") return sql.raw(`${first} IS NOT NULL`);
  if (filter === "waiting") return sql.raw(`${first} IS NULL`);
  return sql.raw(slowSql(`(${first} - quote_requests.created_at)`, "quote_requests.created_at", Math.trunc(now)));
}
