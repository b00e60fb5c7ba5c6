import type Stripe from "stripe";
import { recordCustomerEvent } from "../../db/customer-events";
import { undoRefund } from "../../db/payment-money";
import { paymentById, paymentByIntent, recordRefund } from "../../db/payments";
import type { Payment } from "../../db/schema";
import { metadataOf } from "../../payments/dispatch";
import type { PaymentDeps } from "./deps";

// A refund as Stripe reports it (refund.created, refund.updated, charge.refunded): the owner's own
// (already recorded, so nothing is added) or one made in Stripe's Dashboard (recorded now, "Stripe"
// as who made it). A refund that failed or was canceled gives its cents back. Idempotent: a Stripe
// refund id is recorded once whichever event, and in whatever order, brings it.

/** The payment a refund or charge belongs to: by its metadata (the site's own), else by its PaymentIntent. */
export async function paymentOfStripe(
  deps: PaymentDeps,
  object: { metadata?: Record<string, string> | null; payment_intent?: string | { id: string } | null },
): Promise<Payment | null> {
  const { payment_id } = metadataOf(object);
  const byId = payment_id ? await paymentById(deps.db, payment_id) : null;
  if (byId) return byId;
  const intent = typeof object.payment_intent === "string" ? object.payment_intent : object.payment_intent?.id;
  return intent ? paymentByIntent(deps.db, intent) : null;
}

export async function reconcileRefund(deps: PaymentDeps, payment: Payment, refund: Stripe.Refund) {
  const { db, now } = deps;
  if (refund.status === "failed" || refund.status === "canceled") {
    if (await undoRefund(db, refund.id, now))
      await recordCustomerEvent(db, payment.quoteRequestId, "refunded", { paymentId: payment.id, cents: -refund.amount }, now);
    return;
  }
  const recorded = await recordRefund(db, {
    stripeRefundId: refund.id,
    paymentId: payment.id,
    cents: refund.amount,
    reason: refund.metadata?.reason ?? refund.reason ?? "",
    refundedBy: "Stripe",
    refundedAt: now,
  });
  if (recorded)
    await recordCustomerEvent(db, payment.quoteRequestId, "refunded", { paymentId: payment.id, cents: refund.amount, by: "Stripe" }, now);
}
