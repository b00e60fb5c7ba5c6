import { recordCustomerEvent } from "../../db/customer-events";
import { keptCents } from "../../db/payment-money";
import { paymentById, recordRefund, refundsOf } from "../../db/payments";
import type { Payment, Refund } from "../../db/schema";
import { formatPaidCents } from "../../lib/pricing/money";
import { stripeFrom } from "../../payments/stripe-client";
import type { Outcome } from "../deps";
import type { OwnerPaymentDeps } from "./deps";
import { callStripe, type StripeFailure } from "./stripe-call";

// The owner gives money back on a payment (a deposit or a balance), all of what is left or part of
// it, with a reason: the members' API and the detail's form both come here. Stripe is asked first,
// with an idempotency key per payment, refund number and amount (a double tap sends the same key and
// Stripe answers the same refund once); only a refund Stripe made is recorded, and a webhook for the
// same Stripe refund id adds nothing (recordRefund is insert-or-ignore).

export const refundReasonMaxChars = 200;

export type RefundInput = {
  requestId: string;
  paymentId: string;
  /** Null: everything still kept. */
  cents: number | null;
  reason: string;
  by: string;
};

export type RefundOutcome = Outcome<
  { refund: Refund; payment: Payment },
  | { reason: "not-found" | "off"; message: string }
  /** Nothing charged (a hold not captured, a Checkout not paid) or all of it refunded already. */
  | { reason: "nothing-paid"; message: string }
  | { reason: "too-much"; message: string; leftCents: number }
  | StripeFailure
>;

export async function refundPayment(deps: OwnerPaymentDeps, input: RefundInput): Promise<RefundOutcome> {
  const { db, now } = deps;
  const payment = await paymentById(db, input.paymentId);
  if (!payment || payment.quoteRequestId !== input.requestId)
    return { ok: false, reason: "not-found", message: "No such payment on this request." };
  const stripe = stripeFrom(deps.env);
  if (!stripe) return { ok: false, reason: "off", message: "Payments are not set up (no Stripe keys): nothing can be refunded here." };
  const left = keptCents(payment);
  if (!payment.paymentIntentId || left === 0)
    return {
      ok: false,
      reason: "nothing-paid",
      message:
        payment.capturedCents === 0
          ? payment.status === "held"
            ? "This card is only held, nothing was charged: release the hold instead (decline the job)."
            : "Nothing was paid on this payment: there is nothing to refund."
          : "This payment was refunded in full already.",
    };
  const cents = input.cents ?? left;
  if (cents > left)
    return {
      ok: false,
      reason: "too-much",
      leftCents: left,
      message: `At most ${formatPaidCents(left)} is left to refund on this payment.`,
    };
  const number = (await refundsOf(db, [payment.id])).length + 1;
  const made = await callStripe("refund", payment.id, () =>
    stripe.refunds.create(
      {
        payment_intent: payment.paymentIntentId!,
        amount: cents,
        metadata: { quote_request_id: payment.quoteRequestId, payment_id: payment.id, reason: input.reason.slice(0, 200) },
      },
      { idempotencyKey: `refund-${payment.id}-${number}-${cents}` },
    ),
  );
  if (!made.ok) return made;
  const refund = await recordRefund(db, {
    stripeRefundId: made.value.id,
    paymentId: payment.id,
    cents: made.value.amount,
    reason: input.reason,
    refundedBy: input.by,
    refundedAt: now,
  });
  // Null: the same refund was recorded already (the webhook came first, or a double tap was replayed).
  if (refund)
    await recordCustomerEvent(db, payment.quoteRequestId, "refunded", { paymentId: payment.id, cents: refund.cents, by: input.by }, now);
  const after = (await paymentById(db, payment.id))!;
  const row = refund ?? (await refundsOf(db, [payment.id])).find((r) => r.stripeRefundId === made.value.id)!;
  return { ok: true, refund: row, payment: after };
}
