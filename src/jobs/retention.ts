import { and, inArray, lt, sql } from "drizzle-orm";
import { customerLinkAfterClose } from "../config/time";
import type { Db } from "../db";
import { customerPushSubscriptions, quoteRequests } from "../db/schema";
import { removePhotos } from "../photos/bucket";
import { jobPhotoKeysOf } from "../db/job-completions";
import { log } from "../trace/log";

// Keeping only what is needed: a request the business has finished with (completed or declined)
// is deleted, with its photos, RETENTION_MONTHS after it was finished (config/retention.ts reads
// the setting; the privacy page states the same number).

/** The instant `months` calendar months before `now` (UTC calendar; a day either way is no matter here). */
export function monthsBefore(now: Date, months: number) {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

// When a request was finished: its latest status change, or its arrival if it never had one.
const finishedAt = sql`coalesce((SELECT max(c.changed_at) FROM quote_status_changes c WHERE c.quote_request_id = quote_requests.id), ${quoteRequests.createdAt})`;

/** Deletes finished requests older than the retention period, photos first; returns how many. */
export async function deleteExpiredRequests(db: Db, bucket: R2Bucket, months: number, now = new Date()) {
  const cutoff = monthsBefore(now, months).getTime();
  let deleted = 0;
  for (;;) {
    const expired = await db
      .select({ id: quoteRequests.id, photoUrls: quoteRequests.photoUrls })
      .from(quoteRequests)
      .where(and(inArray(quoteRequests.status, ["completed", "declined"]), lt(finishedAt, cutoff)))
      .limit(90);
    if (!expired.length) return deleted;
    // If the bucket fails, the rows still go: their photo rows become unattached and the hourly sweep removes them.
    await removePhotos(db, bucket, [
      ...expired.flatMap((r) => r.photoUrls),
      ...(await jobPhotoKeysOf(
        db,
        expired.map((r) => r.id),
      )),
    ]).catch((err: unknown) => log.error("retention: deleting photos failed", err));
    await db.delete(quoteRequests).where(
      inArray(
        quoteRequests.id,
        expired.map((r) => r.id),
      ),
    );
    deleted += expired.length;
  }
}

// When a request was closed, as src/auth/customer-links.ts's closedAt reads it: its latest change
// to the status it has now, or its arrival if it never had one.
const closedAt = sql`coalesce((SELECT max(c.changed_at) FROM quote_status_changes c WHERE c.quote_request_id = quote_requests.id AND c.to_status = quote_requests.status), ${quoteRequests.createdAt})`;

/**
 * Forgets the customers' phones of requests whose page links have expired (closed, completed or
 * declined, more than customerLinkAfterClose ago: linksExpired): nothing more is ever sent to them.
 * Returns how many it deleted.
 */
export async function deleteExpiredCustomerPhones(db: Db, now = new Date()) {
  const cutoff = now.getTime() - customerLinkAfterClose;
  const expired = db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(and(inArray(quoteRequests.status, ["completed", "declined"]), lt(closedAt, cutoff)));
  const gone = await db
    .delete(customerPushSubscriptions)
    .where(inArray(customerPushSubscriptions.quoteRequestId, expired))
    .returning({ id: customerPushSubscriptions.id });
  return gone.length;
}
