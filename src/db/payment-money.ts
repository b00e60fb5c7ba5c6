import { and, eq, sql } from "drizzle-orm";
import type { Db } from ".";
import { payments, refunds, type Payment } from "./schema";

// Part B of issue 46: the money a request's payments hold, and a refund Stripe later reports failed.
// Beside ./payments.ts (part A's storage), which records refunds; this takes one back.

/** Cents charged and still kept (charged or captured, less what was refunded). A hold counts nothing until captured. */
export const keptCents = (p: Pick<Payment, "capturedCents" | "refundedCents">) => Math.max(0, p.capturedCents - p.refundedCents);

/** What a request's payments add up to: charged online, refunded, kept; the deposits' charge apart. */
export function paymentTotals(list: readonly Payment[]) {
  const sum = (f: (p: Payment) => number, only?: Payment["kind"]) =>
    list.filter((p) => !only || p.kind === only).reduce((n, p) => n + f(p), 0);
  return {
    paidCents: sum((p) => p.capturedCents),
    refundedCents: sum((p) => p.refundedCents),
    keptCents: sum(keptCents),
    /** Charged for deposits, before refunds (the receipt lists refunds apart). */
    depositCents: sum((p) => p.capturedCents, "deposit"),
  };
}

/** A refund Stripe reported failed or canceled: its row removed and its cents given back to the payment; false when unknown. */
export async function undoRefund(db: Db, stripeRefundId: string, now: Date) {
  const [gone] = await db.delete(refunds).where(eq(refunds.stripeRefundId, stripeRefundId)).returning();
  if (!gone) return false;
  await db
    .update(payments)
    .set({ refundedCents: sql`max(0, ${payments.refundedCents} - ${gone.cents})`, updatedAt: now })
    .where(and(eq(payments.id, gone.paymentId)));
  return true;
}

export type RequestMoney = { depositCents: number; paidOnlineCents: number; refundedCents: number };

/**
 * By request id, in one query (the ids go as one JSON value, as completionsOf's): the deposit charged,
 * everything charged online (deposit and balance, captured holds), and what was refunded. A request
 * with nothing paid online is absent.
 */
export async function paymentMoneyOf(db: Db, quoteRequestIds: readonly string[]): Promise<Map<string, RequestMoney>> {
  if (!quoteRequestIds.length) return new Map();
  const rows = await db
    .select({
      id: payments.quoteRequestId,
      depositCents: sql<number>`coalesce(sum(CASE WHEN ${payments.kind} = 'deposit' THEN ${payments.capturedCents} END), 0)`,
      paidOnlineCents: sql<number>`coalesce(sum(${payments.capturedCents}), 0)`,
      refundedCents: sql<number>`coalesce(sum(${payments.refundedCents}), 0)`,
    })
    .from(payments)
    .where(
      and(
        sql`${payments.quoteRequestId} IN (SELECT value FROM json_each(${JSON.stringify(quoteRequestIds)}))`,
        sql`${payments.capturedCents} > 0`,
      ),
    )
    .groupBy(payments.quoteRequestId);
  return new Map(rows.map(({ id, ...money }) => [id, money]));
}
