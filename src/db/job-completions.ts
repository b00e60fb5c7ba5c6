import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db } from ".";
import type { Disposal, PaymentMethod, PhotoPhase } from "../lib/completion";
import { customerEventRow } from "./customer-events";
import { photosOfRequest } from "./quote-photos";
import {
  customerEvents,
  jobCompletions,
  quotePhotos,
  quoteRequests,
  quoteStatusChanges,
  type JobCompletion,
  type QuoteRequest,
} from "./schema";

// A completed job's record: one row per request, written by "Complete the job" and changed by it
// again (a corrected amount, another photo), read by the customer's receipt, the e-mail, the review
// ask and the dashboard.

export type CompletionInput = {
  finalCents: number;
  paymentMethod: PaymentMethod;
  workDone: string;
  disposal: Disposal | null;
};

export const completionOf = async (db: Db, quoteRequestId: string): Promise<JobCompletion | null> =>
  (await db.select().from(jobCompletions).where(eq(jobCompletions.quoteRequestId, quoteRequestId)))[0] ?? null;

/**
 * Records (or corrects) the job's completion and marks the request Completed, with its status change,
 * in one batch. `first` is true only for the write that created the record: the review ask and the
 * receipt e-mail go out once, however often the crew corrects it.
 */
export async function saveCompletion(db: Db, request: QuoteRequest, input: CompletionInput, by: string, now = new Date()) {
  const statusChanges = request.status === "completed" ? [] : [completedStatus(db, request, by, now)];
  const [written] = await db.batch([
    db
      .insert(jobCompletions)
      .values({ quoteRequestId: request.id, ...input, completedAt: now, completedBy: by, updatedAt: now })
      .onConflictDoUpdate({ target: jobCompletions.quoteRequestId, set: { ...input, updatedAt: now } })
      .returning(),
    ...statusChanges.flat(),
  ]);
  const completion = (written as JobCompletion[])[0]!;
  const first = completion.completedAt.getTime() === now.getTime() && completion.updatedAt.getTime() === now.getTime();
  if (first) await db.insert(customerEvents).values(customerEventRow(request.id, "completed", { by }, now));
  return { completion, first };
}

const completedStatus = (db: Db, request: QuoteRequest, by: string, now: Date) =>
  [
    db.update(quoteRequests).set({ status: "completed" }).where(eq(quoteRequests.id, request.id)),
    db
      .insert(quoteStatusChanges)
      .values({ quoteRequestId: request.id, fromStatus: request.status, toStatus: "completed", changedBy: by, changedAt: now }),
  ] as const;

const phaseColumn = (phase: PhotoPhase) => (phase === "before" ? jobCompletions.beforePhotos : jobCompletions.afterPhotos);
const phaseKey = (phase: PhotoPhase) => (phase === "before" ? "beforePhotos" : "afterPhotos");

/**
 * Adds photos (their rows written already, no request yet) to a completion's before or after list,
 * appended in SQL while the list stays within `max`, and claims their rows for the request, in one
 * batch. False when the job has no completion yet or the list is full.
 */
export async function attachJobPhotos(db: Db, quoteRequestId: string, phase: PhotoPhase, keys: string[], max: number) {
  if (!keys.length) return true;
  const added = JSON.stringify(keys);
  const column = phaseColumn(phase);
  const [updated] = await db.batch([
    db
      .update(jobCompletions)
      .set({
        [phaseKey(phase)]:
          sql`(SELECT json_group_array(value) FROM (SELECT value FROM json_each(${column}) UNION ALL SELECT value FROM json_each(${added})))`,
      })
      .where(and(eq(jobCompletions.quoteRequestId, quoteRequestId), sql`json_array_length(${column}) + ${keys.length} <= ${max}`))
      .returning({ id: jobCompletions.quoteRequestId }),
    db
      .update(quotePhotos)
      .set({ quoteRequestId })
      .where(
        and(
          sql`${quotePhotos.key} IN (SELECT value FROM json_each(${added}))`,
          isNull(quotePhotos.quoteRequestId),
          sql`EXISTS (SELECT 1 FROM job_completions j, json_each(j.${sql.raw(phase === "before" ? "before_photos" : "after_photos")}) p WHERE j.quote_request_id = ${quoteRequestId} AND p.value = ${keys[0]!})`,
        ),
      ),
  ]);
  return updated.length > 0;
}

/** Takes one photo off a completion's lists (the caller then deletes the object); false when it was not there. */
export async function detachJobPhoto(db: Db, quoteRequestId: string, key: string) {
  const completion = await completionOf(db, quoteRequestId);
  if (!completion || !jobPhotoKeys(completion).includes(key)) return false;
  const gone = await db
    .update(jobCompletions)
    .set({
      beforePhotos: sql`(SELECT json_group_array(value) FROM json_each(${jobCompletions.beforePhotos}) WHERE value <> ${key})`,
      afterPhotos: sql`(SELECT json_group_array(value) FROM json_each(${jobCompletions.afterPhotos}) WHERE value <> ${key})`,
    })
    .where(eq(jobCompletions.quoteRequestId, quoteRequestId))
    .returning({ id: jobCompletions.quoteRequestId });
  return gone.length > 0;
}

/** Every photo key of a completion, before ones first. */
export const jobPhotoKeys = (c: Pick<JobCompletion, "beforePhotos" | "afterPhotos"> | null) =>
  c ? [...c.beforePhotos, ...c.afterPhotos] : [];

/** The ledger rows of a completion's photos, by phase, in the order taken. */
export async function jobPhotosOf(db: Db, completion: JobCompletion | null) {
  const [before, after] = await Promise.all([
    photosOfRequest(db, completion?.beforePhotos ?? []),
    photosOfRequest(db, completion?.afterPhotos ?? []),
  ]);
  return { before, after };
}

/** The job photo keys of these requests (for their deletion). */
export async function jobPhotoKeysOf(db: Db, quoteRequestIds: readonly string[]) {
  if (!quoteRequestIds.length) return [];
  const rows = await db
    .select({ beforePhotos: jobCompletions.beforePhotos, afterPhotos: jobCompletions.afterPhotos })
    .from(jobCompletions)
    .where(sql`${jobCompletions.quoteRequestId} IN (SELECT value FROM json_each(${JSON.stringify(quoteRequestIds)}))`);
  return rows.flatMap(jobPhotoKeys);
}

/** The review ask went out (first time only is kept), with an event naming its channels. */
export async function markReviewAsked(db: Db, quoteRequestId: string, channels: string[], now = new Date()) {
  await db.batch([
    db
      .update(jobCompletions)
      .set({ reviewAskedAt: sql`coalesce(${jobCompletions.reviewAskedAt}, ${now.getTime()})` })
      .where(eq(jobCompletions.quoteRequestId, quoteRequestId)),
    db.insert(customerEvents).values(customerEventRow(quoteRequestId, "review-asked", { channels }, now)),
  ]);
}

/**
 * Claims the one reminder of a review ask: true for exactly one caller, and only while the request is
 * still completed, the ask went out at least `after` ms before now, and the link was never followed.
 */
export async function claimReviewReminder(db: Db, quoteRequestId: string, after: number, now = new Date()) {
  const claimed = await db
    .update(jobCompletions)
    .set({ reviewRemindedAt: now })
    .where(
      and(
        eq(jobCompletions.quoteRequestId, quoteRequestId),
        isNull(jobCompletions.reviewRemindedAt),
        isNull(jobCompletions.reviewClickedAt),
        lte(jobCompletions.reviewAskedAt, new Date(now.getTime() - after)),
        sql`EXISTS (SELECT 1 FROM quote_requests r WHERE r.id = ${quoteRequestId} AND r.status = 'completed')`,
      ),
    )
    .returning({ id: jobCompletions.quoteRequestId });
  return claimed.length > 0;
}

/** The requests whose review ask is due its one reminder (see claimReviewReminder). */
export async function reviewRemindersDue(db: Db, after: number, now = new Date(), limit = 200) {
  return db
    .select({ request: quoteRequests, completion: jobCompletions })
    .from(jobCompletions)
    .innerJoin(quoteRequests, eq(quoteRequests.id, jobCompletions.quoteRequestId))
    .where(
      and(
        isNull(jobCompletions.reviewRemindedAt),
        isNull(jobCompletions.reviewClickedAt),
        lte(jobCompletions.reviewAskedAt, new Date(now.getTime() - after)),
        eq(quoteRequests.status, "completed"),
      ),
    )
    .limit(limit);
}

/** A click through /my/<token>/review: counted every time, the first one kept, and on the timeline once. */
export async function recordReviewClick(db: Db, quoteRequestId: string, now = new Date()) {
  const [row] = await db
    .update(jobCompletions)
    .set({
      reviewClicks: sql`${jobCompletions.reviewClicks} + 1`,
      reviewClickedAt: sql`coalesce(${jobCompletions.reviewClickedAt}, ${now.getTime()})`,
    })
    .where(eq(jobCompletions.quoteRequestId, quoteRequestId))
    .returning({ clicks: jobCompletions.reviewClicks });
  if (row?.clicks === 1) await db.insert(customerEvents).values(customerEventRow(quoteRequestId, "review-clicked", null, now));
  return row !== undefined;
}
