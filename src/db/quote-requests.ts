import { and, count, desc, eq, getTableColumns, gt, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { locales, type Locale } from "../content/locale";
import { pagePaths } from "../content/site-map";
import type { QuoteInput } from "../lib/quote-schema";
import { serviceTypeValues } from "../lib/service-types";
import type { Db } from ".";
import { anyTime } from "../lib/arrival-windows";
import { addDays, houstonTime, isCalendarDate } from "../lib/houston-time";
import { responseCondition, responseFilters } from "./response-time";
import { urgencyCondition, urgencyFilters } from "./urgency";
import { lastNoteSql, notesOf } from "./notes";
import {
  confirmationCodes,
  customerLinks,
  madeByCustomer,
  quotePhotos,
  quoteRequests,
  quoteStatusChanges,
  type Attribution,
  type QuoteRequest,
} from "./schema";
import type { PhotoFacts } from "./quote-photos";

// Reads and writes on quote_requests: the public form stores requests; the /admin screens and the
// owner's JSON API list, read and change them. Routes call these; pages only get their results.
export const quoteStatuses = ["pending", "contacted", "quoted", "scheduled", "completed", "declined"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];
export const PAGE_SIZE = 25;
export const EXPORT_LIMIT = 10_000;

// A key given twice (?status=a&status=b) counts once, with its first value; empty means not given.
const emptyToUndefined = (v: unknown) => {
  const first: unknown = Array.isArray(v) ? v[0] : v;
  return first === "" ? undefined : first;
};
const houstonDay = z.string().refine(isCalendarDate, "Expected a day written YYYY-MM-DD");
export const inboxFilterSchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(quoteStatuses).optional()),
  serviceType: z.preprocess(emptyToUndefined, z.enum(serviceTypeValues).optional()),
  /** The page a request was sent from: one of the site's page paths. */
  sourcePage: z.preprocess(emptyToUndefined, z.enum(pagePaths as [string, ...string[]]).optional()),
  /** The language of the form it was sent with: "en" or "es". */
  locale: z.preprocess(emptyToUndefined, z.enum(locales).optional()),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  /** Received from this Houston day on, and up to the end of that one (the dashboard's weeks). */
  from: z.preprocess(emptyToUndefined, houstonDay.optional()),
  to: z.preprocess(emptyToUndefined, houstonDay.optional()),
  /** How the first answer went (src/db/response-time.ts): answered at all, not yet, or later than promised. */
  response: z.preprocess(emptyToUndefined, z.enum(responseFilters).optional()),
  /** Pending past the promise's marks (src/db/urgency.ts): due soon (20-24 h) or overdue (over 24 h). */
  urgency: z.preprocess(emptyToUndefined, z.enum(urgencyFilters).optional()),
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
});
export type InboxFilters = z.infer<typeof inboxFilterSchema>;

/** Filters from a query string; anything invalid is dropped rather than failing the screen. */
export function filtersFromQuery(query: Record<string, unknown>): InboxFilters {
  const parsed = inboxFilterSchema.safeParse(query);
  if (parsed.success) return parsed.data;
  const kept = Object.fromEntries(Object.entries(query).filter(([key]) => !parsed.error.issues.some((i) => i.path[0] === key)));
  return inboxFilterSchema.parse(kept);
}

// instr, not LIKE: D1 refuses LIKE patterns over 50 bytes (a 25-letter search in an accented
// script), and instr takes the text as it is, with no wildcards to escape. lower() folds ASCII
// only, as LIKE did.
const contains = (column: SQL | typeof quoteRequests.email, text: string) => sql`instr(lower(${column}), lower(${text})) > 0`;
// Phones are stored as typed: "(281) 555-0199" must match a search for "5550199".
const phoneDigits = sql`replace(replace(replace(replace(replace(replace(${quoteRequests.phone}, '(', ''), ')', ''), '-', ''), ' ', ''), '.', ''), '+', '')`;

function whereFor({ status, serviceType, sourcePage, locale, q, from, to, response, urgency }: InboxFilters) {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(quoteRequests.createdAt, houstonTime(from, 0)));
  if (to) conditions.push(lt(quoteRequests.createdAt, houstonTime(addDays(to, 1), 0)));
  if (response) conditions.push(responseCondition(response));
  if (urgency) conditions.push(urgencyCondition(urgency));
  if (status) conditions.push(eq(quoteRequests.status, status));
  if (serviceType) conditions.push(eq(quoteRequests.serviceType, serviceType));
  if (sourcePage) conditions.push(eq(quoteRequests.sourcePage, sourcePage));
  if (locale) conditions.push(eq(quoteRequests.locale, locale));
  if (q) {
    const fullName = sql`${quoteRequests.firstName} || ' ' || ${quoteRequests.lastName}`;
    const matches = [fullName, quoteRequests.phone, quoteRequests.email, quoteRequests.cityZip].map((col) => contains(col as SQL, q));
    const digits = q.replace(/\D/g, "");
    if (digits.length >= 3) matches.push(contains(phoneDigits, digits));
    conditions.push(or(...matches)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

// Who last changed a request's status, and when: the newest row of its history.
const latestChange = (column: "changed_at" | "changed_by") =>
  sql.raw(
    `(SELECT c.${column} FROM quote_status_changes c WHERE c.quote_request_id = quote_requests.id ORDER BY c.changed_at DESC, c.id DESC LIMIT 1)`,
  );
/** Every column plus who last changed the status and when: the shape the inbox, the API and the CSV read. */
export const listColumns = {
  ...getTableColumns(quoteRequests),
  statusChangedAt: sql<Date | null>`${latestChange("changed_at")}`.mapWith((v: number) => new Date(v)),
  statusChangedBy: sql<string | null>`${latestChange("changed_by")}`,
  lastNote: lastNoteSql,
};
export type QuoteRequestRow = QuoteRequest & { statusChangedAt: Date | null; statusChangedBy: string | null; lastNote: string | null };

export async function listQuoteRequests(db: Db, filters: InboxFilters, limit = PAGE_SIZE) {
  const where = whereFor(filters);
  const offset = (filters.page - 1) * limit;
  const [items, [totals]] = await Promise.all([
    db
      .select(listColumns)
      .from(quoteRequests)
      .where(where)
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(quoteRequests).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { items, total, page: filters.page, pageSize: limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

/**
 * Counts for the inbox header: all requests per status, and the new ones: received since the given
 * time and not yet opened by any member.
 */
export async function inboxCounts(db: Db, newSince: Date) {
  const [rows, [fresh]] = await Promise.all([
    db.select({ status: quoteRequests.status, n: count() }).from(quoteRequests).groupBy(quoteRequests.status),
    db
      .select({ n: count() })
      .from(quoteRequests)
      .where(and(gt(quoteRequests.createdAt, newSince), isNull(quoteRequests.openedAt))),
  ]);
  const byStatus = Object.fromEntries(quoteStatuses.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0])) as Record<
    QuoteStatus,
    number
  >;
  return { byStatus, total: rows.reduce((sum, r) => sum + r.n, 0), newSinceLastVisit: fresh?.n ?? 0 };
}

/** One request in the list's shape; null when the id is unknown. */
export async function getListRow(db: Db, id: string): Promise<QuoteRequestRow | null> {
  return (await db.select(listColumns).from(quoteRequests).where(eq(quoteRequests.id, id)))[0] ?? null;
}

export async function getQuoteRequest(db: Db, id: string) {
  const request = await db.query.quoteRequests.findFirst({ where: eq(quoteRequests.id, id) });
  if (!request) return null;
  const history = await db.query.quoteStatusChanges.findMany({
    where: eq(quoteStatusChanges.quoteRequestId, id),
    orderBy: desc(quoteStatusChanges.changedAt),
  });
  return { request, history, notes: await notesOf(db, id) };
}

/** Marks a request opened by a member, the first time only: the inbox's "NEW" ends for everyone. */
export async function markOpened(db: Db, id: string, at: Date) {
  await db
    .update(quoteRequests)
    .set({ openedAt: at })
    .where(and(eq(quoteRequests.id, id), isNull(quoteRequests.openedAt)));
}

/** A request is new to a member: received since their last visit and opened by no one yet. */
export const isNewLead = (r: { createdAt: Date; openedAt: Date | null }, newSince: Date) => r.createdAt > newSince && !r.openedAt;

/** Sets the status and records who changed it; null when the id is unknown. */
export async function changeStatus(
  db: Db,
  id: string,
  status: QuoteStatus,
  username: string,
  now = new Date(),
): Promise<QuoteRequestRow | null> {
  const current = await db.query.quoteRequests.findFirst({ where: eq(quoteRequests.id, id) });
  if (!current) return null;
  if (current.status === status) return getListRow(db, id);
  const [updated] = await db.batch([
    db.update(quoteRequests).set({ status }).where(eq(quoteRequests.id, id)).returning(),
    db
      .insert(quoteStatusChanges)
      .values({ quoteRequestId: id, fromStatus: current.status, toStatus: status, changedBy: username, changedAt: now }),
  ]);
  return updated[0] ? getListRow(db, id) : null;
}

/** Deletes a request (its status history goes with it: ON DELETE CASCADE); false when the id is unknown. */
export async function deleteQuoteRow(db: Db, id: string) {
  const gone = await db.delete(quoteRequests).where(eq(quoteRequests.id, id)).returning({ id: quoteRequests.id });
  return gone.length > 0;
}

/** Where a request came from: the site's page (null when unknown), the language of the form, and the visit (issue 16). */
export type QuoteOrigin = { sourcePage: string | null; locale: Locale; attribution?: Attribution };
type Wish = { preferredDate: string | null; preferredWindow: string | null };
export type StoredQuote = Omit<QuoteInput, "photos" | "preferredDate" | "preferredWindow" | "estimate" | "priceBookVersion"> &
  QuoteOrigin &
  Wish &
  EstimateColumns & { id: string; status: string; createdAt: Date; cityZip: string; photoUrls: string[] };

/** The visitor's estimate as stored (migrations/0014): picks, the range they were shown, the price book it came from. */
export type EstimateColumns = Pick<QuoteRequest, "estimate" | "estimateLowCents" | "estimateHighCents" | "priceBookVersion">;
/** A request sent without an estimate. */
export const noEstimate: EstimateColumns = { estimate: null, estimateLowCents: null, estimateHighCents: null, priceBookVersion: null };

/** The visitor's wish as stored: "" is not given; a window without a day is no wish, a day without a window is any time. */
function wishOf(input: Pick<QuoteInput, "preferredDate" | "preferredWindow">): Wish {
  const preferredDate = input.preferredDate || null;
  const window = input.preferredWindow || anyTime;
  return { preferredDate, preferredWindow: preferredDate ? window : window === anyTime ? null : window };
}

/** The request's columns as a submission gives them (id, key, status and time aside). */
function rowValues({ input, origin, photoUrls, estimate }: Submission) {
  const { photos: _ids, preferredDate: _d, preferredWindow: _w, estimate: _picks, priceBookVersion: _v, ...fields } = input;
  const { attribution, ...where } = origin;
  return { ...fields, cityZip: input.cityZip ?? "", ...where, ...attribution, ...wishOf(input), photoUrls, ...(estimate ?? noEstimate) };
}

/** The request a submission becomes, as the alerts read it: what D1 will hold once it takes it. */
export const quoteOf = (submission: Submission): StoredQuote => ({
  ...rowValues(submission),
  id: submission.id,
  status: "pending",
  createdAt: new Date(submission.receivedAt),
});

/** A photo object put while D1 could not record it: its ledger row is written with the request. */
export type NewPhoto = PhotoFacts & { key: string };

/**
 * A submission, whole: what the route writes to D1, and what it keeps on the queue when D1 cannot
 * take it (src/use-cases/submit-request.ts), so that the copy written later is the same request, with
 * the id the visitor was given and the time it arrived. Plain data: it travels as a queue message.
 */
export type Submission = {
  id: string;
  /** The SHA-256 of the idempotency key (migrations/0012, 0018: the form's per fill, or derived by the server); the key itself is kept nowhere. */
  keyHash: string;
  /** The fingerprint of its content (src/use-cases/submission-key.ts): a repeat of the key with other content is refused. */
  fingerprint?: string;
  receivedAt: number;
  input: QuoteInput;
  origin: QuoteOrigin;
  photoUrls: string[];
  newPhotos: NewPhoto[];
  /** The visitor's estimate, priced by src/use-cases/request-estimate.ts; absent when none was picked. */
  estimate?: EstimateColumns;
  /** The hash of the customer's page link the confirmation shows (src/auth/customer-links.ts): stored with the request. */
  linkHash?: string;
  /** Or, for the plain form's confirmation while D1 answers, the hash of its one-time code (src/auth/confirmation-codes.ts). */
  codeHash?: string;
};

/** A request stored under a key, as a repeat of its submission is answered (and checked: its content's fingerprint). */
export type FirstStored = Pick<QuoteRequest, "id" | "status" | "createdAt" | "contentFingerprint">;

export type StoreResult = { kind: "stored"; quote: StoredQuote } | { kind: "duplicate"; first: FirstStored };

/**
 * Commits a submission to D1 in one batch: the ledger rows of photos put while D1 was down, the
 * request, and its photos claimed (only those not yet any request's). Throws when D1 fails. A
 * submission whose key (or id) is stored already inserts nothing and answers the first request:
 * a retry, a double tap or a replay of the kept copy is never a second lead.
 */
export async function storeSubmission(db: Db, submission: Submission): Promise<StoreResult> {
  const { id, keyHash, receivedAt, photoUrls, newPhotos } = submission;
  const createdAt = new Date(receivedAt);
  const values = rowValues(submission);
  const ledger = newPhotos.length
    ? [
        db
          .insert(quotePhotos)
          .values(newPhotos.map((p) => ({ ...p, quoteRequestId: null, uploadedAt: createdAt })))
          .onConflictDoNothing(),
      ]
    : [];
  const insert = db
    .insert(quoteRequests)
    .values({ id, idempotencyKeyHash: keyHash, contentFingerprint: submission.fingerprint ?? null, createdAt, ...values })
    .onConflictDoNothing()
    .returning({ id: quoteRequests.id, status: quoteRequests.status, createdAt: quoteRequests.createdAt });
  // Claimed only by the row this batch inserted: a duplicate's insert does nothing, and so does this.
  const thisRequestStored = sql`EXISTS (SELECT 1 FROM quote_requests WHERE id = ${id} AND idempotency_key_hash = ${keyHash})`;
  const claim = photoUrls.length
    ? [
        db
          .update(quotePhotos)
          .set({ quoteRequestId: id })
          .where(and(inArray(quotePhotos.key, photoUrls), isNull(quotePhotos.quoteRequestId), thisRequestStored)),
      ]
    : [];
  // A copy written twice (the late write and the kept copy, a redelivery) finds its link there already.
  const link = submission.linkHash
    ? [
        db
          .insert(customerLinks)
          .select(sql`SELECT ${submission.linkHash}, ${id}, ${receivedAt}, ${madeByCustomer}, NULL, NULL, NULL WHERE ${thisRequestStored}`)
          .onConflictDoNothing(),
      ]
    : [];
  const code = submission.codeHash
    ? [
        db
          .insert(confirmationCodes)
          .select(sql`SELECT ${submission.codeHash}, ${id}, ${receivedAt} WHERE ${thisRequestStored}`)
          .onConflictDoNothing(),
      ]
    : [];
  const results = (await db.batch([...ledger, insert, ...claim, ...link, ...code] as unknown as Parameters<
    typeof db.batch
  >[0])) as unknown as unknown[];
  const [row] = results[ledger.length] as { id: string; status: string; createdAt: Date }[];
  if (row) return { kind: "stored", quote: { ...values, ...row } };
  const first = await storedUnderKey(db, keyHash, id);
  if (!first) throw new Error("insert returned no row, and no request has its key");
  return { kind: "duplicate", first };
}

/** The request stored under a submission's key hash (or its id); null when there is none. */
export async function storedUnderKey(db: Db, keyHash: string, id?: string): Promise<FirstStored | null> {
  const match = id
    ? or(eq(quoteRequests.idempotencyKeyHash, keyHash), eq(quoteRequests.id, id))
    : eq(quoteRequests.idempotencyKeyHash, keyHash);
  const [first] = await db
    .select({
      id: quoteRequests.id,
      status: quoteRequests.status,
      createdAt: quoteRequests.createdAt,
      contentFingerprint: quoteRequests.contentFingerprint,
    })
    .from(quoteRequests)
    .where(match)
    .limit(1);
  return first ?? null;
}

/** Whether the owner ever revoked a link to this request's page: a repeat of its submission then gets no new one. */
export async function linksRevoked(db: Db, quoteRequestId: string) {
  const [row] = await db
    .select({ id: customerLinks.quoteRequestId })
    .from(customerLinks)
    .where(and(eq(customerLinks.quoteRequestId, quoteRequestId), isNotNull(customerLinks.revokedAt)))
    .limit(1);
  return row !== undefined;
}
