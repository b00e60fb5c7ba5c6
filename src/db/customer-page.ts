import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from ".";
import { customerEventRow, customerEventsOf, type CustomerEvent } from "./customer-events";
import { completionOf, jobPhotosOf } from "./job-completions";
import { photosOfRequest } from "./quote-photos";
import {
  customerEvents,
  quotePhotos,
  quoteRequests,
  quotes,
  quoteStatusChanges,
  type JobCompletion,
  type Quote,
  type QuotePhoto,
  type QuoteRequest,
} from "./schema";

// What a customer's own page reads and writes, for one request: never a query that could reach
// another request's rows (every one is keyed by the request the token opened).

export type CustomerPageData = {
  request: QuoteRequest;
  /** The quote in force (the newest version), if the business wrote one. */
  quote: Quote | null;
  quoteVersions: { version: number; createdAt: Date }[];
  history: { toStatus: string; changedAt: Date }[];
  events: CustomerEvent[];
  photos: QuotePhoto[];
  /** The job's completion (the receipt), once the crew recorded it. */
  completion: JobCompletion | null;
  /** Its before and after photos' rows, in the order taken. */
  jobPhotos: { before: QuotePhoto[]; after: QuotePhoto[] };
};

export async function customerPageData(db: Db, request: QuoteRequest): Promise<CustomerPageData> {
  const [versions, history, events, photos, completion] = await Promise.all([
    db.select().from(quotes).where(eq(quotes.quoteRequestId, request.id)).orderBy(desc(quotes.version)),
    db
      .select({ toStatus: quoteStatusChanges.toStatus, changedAt: quoteStatusChanges.changedAt })
      .from(quoteStatusChanges)
      .where(eq(quoteStatusChanges.quoteRequestId, request.id))
      .orderBy(asc(quoteStatusChanges.changedAt)),
    customerEventsOf(db, request.id),
    photosOfRequest(db, request.photoUrls),
    completionOf(db, request.id),
  ]);
  const jobPhotos = await jobPhotosOf(db, completion);
  return {
    request,
    quote: versions[0] ?? null,
    quoteVersions: versions.map((q) => ({ version: q.version, createdAt: q.createdAt })).reverse(),
    history,
    events,
    photos,
    completion,
    jobPhotos,
  };
}

/** The customer saw the quote in force: the first time is kept (the owner's "quote viewed"). */
export async function markQuoteViewed(db: Db, quote: Quote, now = new Date()) {
  if (quote.viewedAt) return;
  await db
    .update(quotes)
    .set({ viewedAt: now })
    .where(and(eq(quotes.id, quote.id), isNull(quotes.viewedAt)));
}

export type ApprovalResult = "approved" | "already" | "not-current" | "expired" | "closed";

/**
 * Approves the version the customer saw, if it is still the one in force, unexpired, and not yet
 * approved: one conditional UPDATE, so a replayed or doubled post approves once and is told so.
 */
export async function approveQuote(
  db: Db,
  request: QuoteRequest,
  version: number,
  today: string,
  now = new Date(),
): Promise<ApprovalResult> {
  if (request.status === "completed" || request.status === "declined") return "closed";
  const newest = sql`(SELECT max(version) FROM quotes q WHERE q.quote_request_id = ${request.id})`;
  const approved = await db
    .update(quotes)
    .set({ approvedAt: now })
    .where(
      and(
        eq(quotes.quoteRequestId, request.id),
        eq(quotes.version, version),
        isNull(quotes.approvedAt),
        sql`${quotes.version} = ${newest}`,
        sql`${quotes.validUntil} >= ${today}`,
      ),
    )
    .returning({ id: quotes.id });
  if (approved.length) {
    await db.insert(customerEvents).values(customerEventRow(request.id, "approved", { version }, now));
    return "approved";
  }
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.quoteRequestId, request.id), eq(quotes.version, version)));
  const [latest] = await db
    .select({ version: sql<number>`max(version)` })
    .from(quotes)
    .where(eq(quotes.quoteRequestId, request.id));
  if (!row || row.version !== latest?.version) return "not-current";
  if (row.approvedAt) return "already";
  return "expired";
}

/**
 * Adds photos the customer sent from their page (their rows are written already) to the request, in
 * one batch: appended in SQL and only while the request stays within `max` photos, so two uploads at
 * once cannot lose one another's or pass the limit. False when the limit was reached.
 */
export async function attachCustomerPhotos(db: Db, request: QuoteRequest, keys: string[], max: number, now = new Date()) {
  const added = JSON.stringify(keys);
  const fits = sql`json_array_length(${quoteRequests.photoUrls}) + ${keys.length} <= ${max}`;
  const [updated] = await db.batch([
    db
      .update(quoteRequests)
      .set({
        photoUrls: sql`(SELECT json_group_array(value) FROM (SELECT value FROM json_each(${quoteRequests.photoUrls}) UNION ALL SELECT value FROM json_each(${added})))`,
      })
      .where(and(eq(quoteRequests.id, request.id), fits))
      .returning({ id: quoteRequests.id }),
    db
      .update(quotePhotos)
      .set({ quoteRequestId: request.id })
      .where(
        and(
          sql`${quotePhotos.key} IN (SELECT value FROM json_each(${added}))`,
          isNull(quotePhotos.quoteRequestId),
          sql`EXISTS (SELECT 1 FROM quote_requests r, json_each(r.photo_urls) p WHERE r.id = ${request.id} AND p.value = ${keys[0] ?? ""})`,
        ),
      ),
  ]);
  if (!updated.length) return false;
  await db.insert(customerEvents).values(customerEventRow(request.id, "photos-added", { count: keys.length }, now));
  return true;
}

/** The quote in force (the newest version) of a request, or null. */
export async function quoteInForce(db: Db, requestId: string): Promise<Quote | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.quoteRequestId, requestId)).orderBy(desc(quotes.version)).limit(1);
  return row ?? null;
}
