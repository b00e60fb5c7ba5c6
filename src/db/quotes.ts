import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from ".";
import type { QuoteStatus } from "./quote-requests";
import { quoteRequests, quoteStatusChanges, quotes, type Quote } from "./schema";

// The owner's quotes on a request (migrations/0014_prices.sql): each one written is a new version,
// 1, 2, ...; earlier versions are kept, the newest is the one in force. The customer's own page (the
// next issue) reads them and records the approval.

/** What the owner's form gives, checked: whole cents (a single amount has low = high), a Houston day. */
export type QuoteDraft = {
  lowCents: number;
  highCents: number;
  included: string;
  validUntil: string;
  note: string | null;
  /** The price book the form's starting figures came from; null when they did not come from one. */
  priceBookVersion: number | null;
};

/** Limits of the form's fields, in characters as people count them (an emoji is one). */
export const quoteLimits = { included: 300, note: 1_000, validDays: 90 } as const;

/**
 * Statuses a quote moves to "quoted". A quote on a scheduled or completed job (a revised price for a
 * booked job) keeps its status: a new price does not unbook the job. A declined request quoted again
 * is back in play, so it becomes quoted too.
 */
export const quotableStatuses: readonly QuoteStatus[] = ["pending", "contacted", "declined"];

/**
 * Writes the next version of a request's quote and, in the same D1 batch, sets the status to quoted
 * with a status-change row (from a quotable status only). Null for an unknown request.
 *
 * The version is computed inside the INSERT (one statement, and D1 runs one at a time), so two
 * writes at once get 1 and 2, never two rows of the same version. Each statement selects from
 * quote_requests, so a request deleted meanwhile gets nothing written rather than an error.
 */
export async function writeQuote(db: Db, requestId: string, draft: QuoteDraft, username: string, now = new Date()): Promise<Quote | null> {
  const thisRequest = eq(quoteRequests.id, requestId);
  const quotable = and(thisRequest, inArray(quoteRequests.status, [...quotableStatuses]));
  const nextVersion = sql<number>`(SELECT COALESCE(MAX(q.version), 0) + 1 FROM quotes q WHERE q.quote_request_id = ${requestId})`;
  // insert().select() names every column of the table, in its order: the ids are the database's to give.
  const insert = db
    .insert(quotes)
    .select(
      db
        .select({
          id: sql`NULL`.as("id"),
          quoteRequestId: quoteRequests.id,
          version: nextVersion.as("version"),
          lowCents: sql`${draft.lowCents}`.as("low_cents"),
          highCents: sql`${draft.highCents}`.as("high_cents"),
          included: sql`${draft.included}`.as("included"),
          validUntil: sql`${draft.validUntil}`.as("valid_until"),
          note: sql`${draft.note}`.as("note"),
          priceBookVersion: sql`${draft.priceBookVersion}`.as("price_book_version"),
          createdBy: sql`${username}`.as("created_by"),
          createdAt: sql`${now.getTime()}`.as("created_at"),
          approvedAt: sql`NULL`.as("approved_at"),
          viewedAt: sql`NULL`.as("viewed_at"),
        })
        .from(quoteRequests)
        .where(thisRequest),
    )
    .returning();
  // The history row reads the status before the update below changes it: both run in one transaction.
  const history = db.insert(quoteStatusChanges).select(
    db
      .select({
        id: sql`NULL`.as("id"),
        quoteRequestId: quoteRequests.id,
        fromStatus: quoteRequests.status,
        toStatus: sql`'quoted'`.as("to_status"),
        changedBy: sql`${username}`.as("changed_by"),
        changedAt: sql`${now.getTime()}`.as("changed_at"),
      })
      .from(quoteRequests)
      .where(quotable),
  );
  const update = db.update(quoteRequests).set({ status: "quoted" }).where(quotable);
  const [inserted] = await db.batch([insert, history, update]);
  return inserted[0] ?? null;
}

/** Every version of a request's quote, newest first. */
export function quotesOf(db: Db, requestId: string) {
  return db.select().from(quotes).where(eq(quotes.quoteRequestId, requestId)).orderBy(desc(quotes.version));
}

/** The version in force: the newest; null when none was written. */
export async function latestQuote(db: Db, requestId: string): Promise<Quote | null> {
  return (await db.select().from(quotes).where(eq(quotes.quoteRequestId, requestId)).orderBy(desc(quotes.version)).limit(1))[0] ?? null;
}
