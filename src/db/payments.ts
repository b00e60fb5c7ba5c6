import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from ".";
import {
  depositRules,
  payments,
  refunds,
  stripeEvents,
  type DepositRuleRow,
  type NewPayment,
  type Payment,
  type PaymentKind,
  type PaymentStatus,
  type StripeEventOutcome,
} from "./schema";

// Issue 46's storage (migrations/0020_payments.sql): the owner's deposit rule, one row per Checkout
// attempt, refunds, and the Stripe events received. Amounts are integer cents throughout.

/** The deposit rule in force (the newest saved); null when none was ever saved: no deposit. */
export async function depositRuleInForce(db: Db): Promise<DepositRuleRow | null> {
  return (await db.select().from(depositRules).orderBy(desc(depositRules.version)).limit(1))[0] ?? null;
}

export type NewDepositRule = Omit<typeof depositRules.$inferInsert, "version">;

/** Saves a new version of the rule; the newest is in force. */
export async function saveDepositRule(db: Db, rule: NewDepositRule): Promise<DepositRuleRow> {
  return (await db.insert(depositRules).values(rule).returning())[0]!;
}

/** Every attempt of a request, oldest first: the customer's timeline and the owner's detail list them. */
export function paymentsOf(db: Db, quoteRequestId: string): Promise<Payment[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.quoteRequestId, quoteRequestId))
    .orderBy(asc(payments.createdAt), asc(payments.attempt));
}

/** The newest attempt of one kind for a request, or null. */
export async function latestPayment(db: Db, quoteRequestId: string, kind: PaymentKind): Promise<Payment | null> {
  return (
    (
      await db
        .select()
        .from(payments)
        .where(and(eq(payments.quoteRequestId, quoteRequestId), eq(payments.kind, kind)))
        .orderBy(desc(payments.attempt))
        .limit(1)
    )[0] ?? null
  );
}

export async function paymentById(db: Db, id: string): Promise<Payment | null> {
  return (await db.select().from(payments).where(eq(payments.id, id)))[0] ?? null;
}

export async function paymentByIntent(db: Db, paymentIntentId: string): Promise<Payment | null> {
  return (await db.select().from(payments).where(eq(payments.paymentIntentId, paymentIntentId)).limit(1))[0] ?? null;
}

/** A new attempt; the caller picks the attempt number (latest + 1). A clash on (request, kind, attempt) throws. */
export async function insertPayment(db: Db, values: NewPayment): Promise<Payment> {
  return (await db.insert(payments).values(values).returning())[0]!;
}

export type PaymentPatch = Partial<
  Pick<Payment, "status" | "checkoutSessionId" | "checkoutUrl" | "paymentIntentId" | "capturedCents" | "refundedCents" | "paidAt">
>;

/**
 * Changes an attempt, only while its status is one of `from` when given (a webhook never moves a paid
 * payment back to open): returns the row as changed, or null when nothing matched.
 */
export async function updatePayment(db: Db, id: string, patch: PaymentPatch, now: Date, from?: readonly PaymentStatus[]) {
  const where = from ? and(eq(payments.id, id), inArray(payments.status, [...from])) : eq(payments.id, id);
  return (
    (
      await db
        .update(payments)
        .set({ ...patch, updatedAt: now })
        .where(where)
        .returning()
    )[0] ?? null
  );
}

/** Records a refund and adds it to the payment's refunded cents, together; a repeated Stripe refund id adds nothing. */
export async function recordRefund(db: Db, refund: typeof refunds.$inferInsert) {
  const [inserted] = await db.insert(refunds).values(refund).onConflictDoNothing({ target: refunds.stripeRefundId }).returning();
  if (!inserted) return null;
  await db
    .update(payments)
    .set({ refundedCents: sql`${payments.refundedCents} + ${inserted.cents}`, updatedAt: inserted.refundedAt })
    .where(eq(payments.id, inserted.paymentId));
  return inserted;
}

export function refundsOf(db: Db, paymentIds: string[]) {
  if (!paymentIds.length) return Promise.resolve([]);
  return db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds)).orderBy(asc(refunds.refundedAt));
}

/**
 * Records an event by its id, once. "new" the first time; "repeat" for one already handled or ignored
 * (nothing to do); "retry" for one whose handler failed before (Stripe sent it again: run it again).
 */
export async function recordStripeEvent(db: Db, event: { id: string; type: string }, now: Date): Promise<"new" | "repeat" | "retry"> {
  const [inserted] = await db
    .insert(stripeEvents)
    .values({ eventId: event.id, type: event.type, outcome: "received", receivedAt: now })
    .onConflictDoNothing({ target: stripeEvents.eventId })
    .returning({ eventId: stripeEvents.eventId });
  if (inserted) return "new";
  const [seen] = await db.select({ outcome: stripeEvents.outcome }).from(stripeEvents).where(eq(stripeEvents.eventId, event.id));
  return seen?.outcome === "failed" || seen?.outcome === "received" ? "retry" : "repeat";
}

export async function setStripeEventOutcome(db: Db, eventId: string, outcome: StripeEventOutcome, quoteRequestId: string | null) {
  await db.update(stripeEvents).set({ outcome, quoteRequestId }).where(eq(stripeEvents.eventId, eventId));
}

/** The window asked for with an attempt (kept with it, not sent to Stripe: a retry must send the same parameters). */
export async function setPaymentWindow(db: Db, id: string, to: { date: string; window: string }, now: Date) {
  await db.update(payments).set({ bookedDate: to.date, bookedWindow: to.window, updatedAt: now }).where(eq(payments.id, id));
}
