import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { customerLinkAfterClose } from "../config/time";
import type { Db } from "../db";
import { customerLinks, madeByCustomer, quoteRequests, quoteStatusChanges, type CustomerLink, type QuoteRequest } from "../db/schema";
import { customerTokenPattern } from "../lib/customer-token";
import { hashToken, newToken } from "./session";

// The private links to a customer's own page (/my/<token>). The token is 32 random bytes (256 bits)
// in base64url, shown once (the confirmation, the owner's "send the link" screen) and stored only as
// its SHA-256: a copy of the database opens no one's page.

/** The statuses after which a link lives on for customerLinkAfterClose, then stops. */
const closedStatuses = ["completed", "declined"];

/** A new token and the row that stores its hash, for a request being written (the same D1 batch). */
export async function newCustomerLink(quoteRequestId: string, createdBy: string, now = new Date()) {
  const token = newToken();
  return { token, row: { tokenHash: await hashToken(token), quoteRequestId, createdAt: now, createdBy } };
}

/** Makes another live link to a request's page (the ones before it keep working). Returns the token. */
export async function issueCustomerLink(db: Db, quoteRequestId: string, createdBy: string, now = new Date()) {
  const { token, row } = await newCustomerLink(quoteRequestId, createdBy, now);
  await db.insert(customerLinks).values(row);
  return token;
}

/** Ends every live link to a request's page; returns how many it ended. */
export async function revokeCustomerLinks(db: Db, quoteRequestId: string, now = new Date()) {
  const ended = await db
    .update(customerLinks)
    .set({ revokedAt: now })
    .where(and(eq(customerLinks.quoteRequestId, quoteRequestId), isNull(customerLinks.revokedAt)))
    .returning({ tokenHash: customerLinks.tokenHash });
  return ended.length;
}

/** When a request was closed (completed or declined), as its history says; null while it is open. */
export async function closedAt(db: Db, request: Pick<QuoteRequest, "id" | "status" | "createdAt">): Promise<Date | null> {
  if (!closedStatuses.includes(request.status)) return null;
  const [last] = await db
    .select({ at: quoteStatusChanges.changedAt })
    .from(quoteStatusChanges)
    .where(and(eq(quoteStatusChanges.quoteRequestId, request.id), eq(quoteStatusChanges.toStatus, request.status)))
    .orderBy(desc(quoteStatusChanges.changedAt))
    .limit(1);
  return last?.at ?? request.createdAt;
}

/** Whether a closed request's links have run out at `now`. */
export const linksExpired = (closed: Date | null, now: Date) =>
  closed !== null && now.getTime() - closed.getTime() > customerLinkAfterClose;

export type OpenedLink = { link: CustomerLink; request: QuoteRequest };

/**
 * The request a token opens, or null for any token that opens nothing: malformed, unknown, revoked,
 * or expired. The row is found by the token's hash and the hashes compared once more in constant
 * time. `view` records the visit (first and last viewed) when the link is opened as a page.
 */
export async function openCustomerLink(db: Db, token: string, { now = new Date(), view = false } = {}): Promise<OpenedLink | null> {
  if (!customerTokenPattern.test(token)) return null;
  const tokenHash = await hashToken(token);
  const found = await db
    .select({ link: customerLinks, request: quoteRequests })
    .from(customerLinks)
    .innerJoin(quoteRequests, eq(quoteRequests.id, customerLinks.quoteRequestId))
    .where(eq(customerLinks.tokenHash, tokenHash))
    .get();
  if (!found || !sameHash(found.link.tokenHash, tokenHash) || found.link.revokedAt) return null;
  if (linksExpired(await closedAt(db, found.request), now)) return null;
  if (view) {
    await db
      .update(customerLinks)
      .set({ lastViewedAt: now, firstViewedAt: sql`coalesce(${customerLinks.firstViewedAt}, ${now.getTime()})` })
      .where(eq(customerLinks.tokenHash, tokenHash));
  }
  return found;
}

const encoder = new TextEncoder();
function sameHash(a: string, b: string) {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  return x.byteLength === y.byteLength && crypto.subtle.timingSafeEqual(x, y);
}

/** What the owner sees of a request's links: made, first and last viewed, and whether one is live. */
export type LinkSummary = { live: number; madeAt: Date | null; sentAt: Date | null; firstViewedAt: Date | null; lastViewedAt: Date | null };

export async function linkSummaries(db: Db, ids: readonly string[]): Promise<Map<string, LinkSummary>> {
  const out = new Map<string, LinkSummary>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      id: customerLinks.quoteRequestId,
      live: sql<number>`sum(${customerLinks.revokedAt} IS NULL)`,
      madeAt: sql<number | null>`min(${customerLinks.createdAt})`,
      sentAt: sql<number | null>`max(CASE WHEN ${customerLinks.createdBy} <> ${madeByCustomer} THEN ${customerLinks.createdAt} END)`,
      firstViewedAt: sql<number | null>`min(${customerLinks.firstViewedAt})`,
      lastViewedAt: sql<number | null>`max(${customerLinks.lastViewedAt})`,
    })
    .from(customerLinks)
    .where(inArray(customerLinks.quoteRequestId, [...ids]))
    .groupBy(customerLinks.quoteRequestId);
  const date = (v: number | null) => (v === null ? null : new Date(v));
  for (const r of rows)
    out.set(r.id, {
      live: r.live,
      madeAt: date(r.madeAt),
      sentAt: date(r.sentAt),
      firstViewedAt: date(r.firstViewedAt),
      lastViewedAt: date(r.lastViewedAt),
    });
  return out;
}
