import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from ".";
import { customerEvents, type CustomerEventRow } from "./schema";

// What happened on a customer's own page, and what the crew told them there: one row each, in order.
// The owner's detail and inbox read the marks from here, the customer's timeline the public ones,
// the dashboard the counts.

export const customerEventKinds = [
  /** The customer approved a quote: { version }. */
  "approved",
  /** The customer asked a question: { text }. */
  "question",
  /** The customer moved their booking: { fromDate, fromWindow, toDate, toWindow }. */
  "moved",
  /** The customer turned notifications on from their page. */
  "notifications-on",
  /** The crew tapped "On our way": { minutes, crewLead, by }. */
  "on-the-way",
  /** The customer added photos from their page: { count }. */
  "photos-added",
  /** The day-before reminder went out: { date, channels }. */
  "reminder-sent",
  /** The crew completed the job: { by }. The receipt is on the page from then on. */
  "completed",
  /** The review ask went out: { channels } ("page", "push", "email", "sms"). */
  "review-asked",
  /** The one reminder of the review ask went out: { channels }. */
  "review-reminded",
  /** The customer followed the review link from their page or a message. */
  "review-clicked",
  /** After the job, a private message to the owner (beside the review link, never instead of it): { text }. */
  "message",
  /** The owner (or staff) moved the booking: { fromDate, fromWindow, toDate, toWindow, by }. */
  "rescheduled",
  /**
   * The customer was told of a moment of the job (src/use-cases/customer-texts.ts): { moment, channel, by }.
   * channel "text": the owner was offered the one-tap text to send from their phone; "email", "push": sent.
   */
  "notified",
  /** A payment confirmed by Stripe's webhook (issue 46): { paymentId, kind: "deposit" | "balance", cents, held }. */
  "paid",
  /** Money given back on a payment (issue 46): { paymentId, cents }. */
  "refunded",
] as const;
export type CustomerEventKind = (typeof customerEventKinds)[number];

export type CustomerEvent = Omit<CustomerEventRow, "kind"> & { kind: CustomerEventKind };

export function customerEventRow(quoteRequestId: string, kind: CustomerEventKind, detail: Record<string, unknown> | null, at = new Date()) {
  return { quoteRequestId, kind, detail, at };
}

export async function recordCustomerEvent(
  db: Db,
  quoteRequestId: string,
  kind: CustomerEventKind,
  detail: Record<string, unknown> | null = null,
  at = new Date(),
) {
  await db.insert(customerEvents).values(customerEventRow(quoteRequestId, kind, detail, at));
}

/** Several events at once (one moment's channels), in one statement. */
export async function recordCustomerEvents(db: Db, rows: ReturnType<typeof customerEventRow>[]) {
  if (rows.length) await db.insert(customerEvents).values(rows);
}

export async function customerEventsOf(db: Db, quoteRequestId: string): Promise<CustomerEvent[]> {
  const rows = await db
    .select()
    .from(customerEvents)
    .where(eq(customerEvents.quoteRequestId, quoteRequestId))
    .orderBy(asc(customerEvents.at), asc(customerEvents.id));
  return rows as CustomerEvent[];
}

/** Per request, which kinds happened (for the inbox's marks). */
export async function customerEventKindsOf(db: Db, ids: readonly string[]): Promise<Map<string, Set<CustomerEventKind>>> {
  const out = new Map<string, Set<CustomerEventKind>>();
  if (!ids.length) return out;
  const rows = await db
    .selectDistinct({ id: customerEvents.quoteRequestId, kind: customerEvents.kind })
    .from(customerEvents)
    .where(inArray(customerEvents.quoteRequestId, [...ids]));
  for (const r of rows) {
    const kinds = out.get(r.id) ?? new Set<CustomerEventKind>();
    kinds.add(r.kind as CustomerEventKind);
    out.set(r.id, kinds);
  }
  return out;
}

/** How many of each kind happened since `from` (the dashboard, the morning digest). */
export async function customerEventCounts(db: Db, from: Date): Promise<Record<CustomerEventKind, number>> {
  const rows = await db
    .select({ kind: customerEvents.kind, n: sql<number>`count(*)` })
    .from(customerEvents)
    .where(and(gte(customerEvents.at, from)))
    .groupBy(customerEvents.kind);
  const counts = Object.fromEntries(customerEventKinds.map((k) => [k, 0])) as Record<CustomerEventKind, number>;
  for (const r of rows) if (r.kind in counts) counts[r.kind as CustomerEventKind] = r.n;
  return counts;
}
