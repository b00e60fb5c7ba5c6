import { and, eq } from "drizzle-orm";
import type { Db } from ".";
import { jobCompletions, quoteRequests, type QuoteRequest } from "./schema";

// The single-row reads and writes the owner's actions make on a request, beside the larger ones
// in ./quote-requests.ts, ./bookings.ts and ./job-completions.ts.

/** The request's row, or null for an unknown id. */
export const requestById = async (db: Db, id: string): Promise<QuoteRequest | null> =>
  (await db.select().from(quoteRequests).where(eq(quoteRequests.id, id)))[0] ?? null;

/** Whether a request with this id exists. */
export const requestExists = async (db: Db, id: string) =>
  Boolean(await db.select({ id: quoteRequests.id }).from(quoteRequests).where(eq(quoteRequests.id, id)).get());

/**
 * Marks a job on the way, only while it is scheduled (a stale form must not tell a customer whose
 * job is done); the row as marked, or null when the id is unknown or the job is not scheduled.
 */
export async function markOnTheWay(db: Db, id: string, { minutes, crewLead }: { minutes: number; crewLead: string | null }, now: Date) {
  const [marked] = await db
    .update(quoteRequests)
    .set({ onTheWayAt: now, onTheWayMinutes: minutes, crewLead })
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.status, "scheduled")))
    .returning();
  return marked ?? null;
}

/** The receipt e-mail went out with the review ask. */
export async function markReceiptEmailed(db: Db, id: string, now: Date) {
  await db.update(jobCompletions).set({ receiptEmailedAt: now }).where(eq(jobCompletions.quoteRequestId, id));
}
