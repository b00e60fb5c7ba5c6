import { count, desc, gte, lt, max } from "drizzle-orm";
import { getDb, type Db } from ".";
import { sideEffectFailures } from "./schema";
import { log } from "../trace/log";
import { currentTraceId } from "../trace/trace-id";

// The record of side effects that failed (migrations/0013_side_effect_failures.sql): what the
// morning digest counts and the inbox's notice shows. Recording never throws: a failure to record a
// failure is logged, and never turns the answer a visitor or the owner already had into an error.

/**
 * The kinds, each one thing the owner may need to do by hand:
 * - lead-email: the e-mail to the business about a new request (QUOTE_EMAIL) was refused;
 * - customer-email: an e-mail to the customer (CUSTOMER_EMAIL) was refused: the booking confirmation, the
 *   day-before reminder, the receipt with the review ask or its reminder;
 * - push: a push service refused a lead alert or reminder for one device, or did not answer (a
 *   device that unsubscribed, 404/410, is no failure);
 * - customer-push: the same for a notification to a customer's phone ("On our way", the day-before
 *   reminder, the review ask): the customer may not know the crew is coming, or that the job is closed;
 * - photo-write: a photo could not be put in the bucket (the visitor was told to retry);
 * - photo-delete: photos could not be deleted from the bucket (the hourly sweep tries again);
 * - backup: the nightly snapshot to R2 could not be made (recorded by the backup job);
 * - kept-request: a request kept while D1 was down is still not in D1 after the queue's retries
 *   (dead-lettered), or its hourly replay failed: the lead is safe in the photo bucket, but not in the inbox.
 */
export const failureKinds = [
  "lead-email",
  "customer-email",
  "push",
  "customer-push",
  "photo-write",
  "photo-delete",
  "backup",
  "kept-request",
] as const;
export type FailureKind = (typeof failureKinds)[number];

export type Failure = {
  kind: FailureKind;
  /** The trace id of the request, cron run or queue batch it happened in: the one in hand (src/trace/) when not given. */
  traceId?: string;
  /** The quote request it concerned, if any. */
  requestId?: string | null;
  error: unknown;
};

const errorChars = 500;

/** An error as one line of at most 500 characters: its name and message, never a stack. */
export function errorText(err: unknown) {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > errorChars ? `${line.slice(0, errorChars - 1)}…` : line;
}

/** Records a failed side effect; never throws. Takes the Worker's env (the backup job) or a Db. */
export async function recordFailure(on: { DB: D1Database } | Db, failure: Failure, now = new Date()) {
  const db = "DB" in on ? getDb(on) : on;
  try {
    await db.insert(sideEffectFailures).values({
      kind: failure.kind,
      traceId: failure.traceId ?? currentTraceId() ?? null,
      quoteRequestId: failure.requestId ?? null,
      error: errorText(failure.error),
      failedAt: now,
    });
  } catch (err) {
    log.error(`recording a failed ${failure.kind} failed`, err);
  }
}

/** Passes `work` through; if it fails, records the failure and fails the same way (for runInBackground's log). */
export function recordingFailure<T>(on: { DB: D1Database } | Db, what: Omit<Failure, "error">, work: Promise<T>): Promise<T> {
  return work.catch(async (err: unknown) => {
    await recordFailure(on, { ...what, error: err });
    throw err;
  });
}

export type FailureCount = { kind: string; count: number; last: Date };

/** How many failed since `since`, by kind, the most frequent first. */
export async function failureCountsSince(db: Db, since: Date): Promise<FailureCount[]> {
  const rows = await db
    .select({ kind: sideEffectFailures.kind, count: count(), last: max(sideEffectFailures.failedAt) })
    .from(sideEffectFailures)
    .where(gte(sideEffectFailures.failedAt, since))
    .groupBy(sideEffectFailures.kind)
    .orderBy(desc(count()), sideEffectFailures.kind);
  return rows.map((r) => ({ kind: r.kind, count: r.count, last: r.last ?? since }));
}

/** The latest failures since `since`, newest first. */
export const latestFailures = (db: Db, since: Date, limit = 5) =>
  db
    .select()
    .from(sideEffectFailures)
    .where(gte(sideEffectFailures.failedAt, since))
    .orderBy(desc(sideEffectFailures.failedAt))
    .limit(limit);

/** The morning jobs' clean-up: deletes failures recorded before `before`; returns how many. */
export async function forgetFailuresBefore(db: Db, before: Date) {
  const gone = await db.delete(sideEffectFailures).where(lt(sideEffectFailures.failedAt, before)).returning({ id: sideEffectFailures.id });
  return gone.length;
}

export type RecentFailures = { counts: FailureCount[]; latest: Awaited<ReturnType<typeof latestFailures>> };

/** What the inbox's notice shows: the counts and the latest few since `since`; null when nothing failed. */
export async function recentFailures(db: Db, since: Date): Promise<RecentFailures | null> {
  const [counts, latest] = await Promise.all([failureCountsSince(db, since), latestFailures(db, since)]);
  return counts.length ? { counts, latest } : null;
}
