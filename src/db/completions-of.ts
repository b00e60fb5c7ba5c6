import { sql } from "drizzle-orm";
import type { Db } from ".";
import { jobCompletions, type JobCompletion } from "./schema";

// The facts of the completed jobs among a list of requests, for the CSV export and the JSON API:
// what was paid and how, where the load went, and the review ask's marks (not the photos or the text).

const factColumns = {
  quoteRequestId: jobCompletions.quoteRequestId,
  finalCents: jobCompletions.finalCents,
  paymentMethod: jobCompletions.paymentMethod,
  disposal: jobCompletions.disposal,
  completedAt: jobCompletions.completedAt,
  reviewAskedAt: jobCompletions.reviewAskedAt,
  reviewRemindedAt: jobCompletions.reviewRemindedAt,
  reviewClickedAt: jobCompletions.reviewClickedAt,
  reviewClicks: jobCompletions.reviewClicks,
};
export type CompletionFacts = Pick<JobCompletion, keyof typeof factColumns>;

/**
 * By request id, in one query (an export's ten thousand ids go as one JSON value: D1 binds at most
 * 100 parameters). A request not completed is absent.
 */
export async function completionsOf(db: Db, quoteRequestIds: readonly string[]): Promise<Map<string, CompletionFacts>> {
  if (!quoteRequestIds.length) return new Map();
  const rows = await db
    .select(factColumns)
    .from(jobCompletions)
    .where(sql`${jobCompletions.quoteRequestId} IN (SELECT value FROM json_each(${JSON.stringify(quoteRequestIds)}))`);
  return new Map(rows.map((c) => [c.quoteRequestId, c]));
}
