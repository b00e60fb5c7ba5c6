import type Stripe from "stripe";
import { paymentById, updatePayment } from "../../../db/payments";
import { metadataOf, type EventHandler } from "../../../payments/dispatch";
import { confirmPayment } from "../confirm-payment";
import type { PaymentDeps } from "../deps";

// checkout.session.completed: the customer finished Checkout. Charged (payment_status "paid"): the
// payment is confirmed. A card hold completes "unpaid" and is confirmed by
// payment_intent.amount_capturable_updated (./payment-intent-amount-capturable-updated.ts); here
// its intent id is kept, whichever of the two comes first.
export const checkoutSessionCompleted: EventHandler<PaymentDeps> = async (event, deps) => {
  const session = event.data.object as Stripe.Checkout.Session;
  const { payment_id: paymentId } = metadataOf(session);
  if (!paymentId) return { outcome: "ignored", quoteRequestId: null };
  const intent = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
  if (session.payment_status === "paid") {
    const done = await confirmPayment(deps, paymentId, { status: "paid", paymentIntentId: intent });
    return { outcome: done.outcome === "unknown" ? "ignored" : "handled", quoteRequestId: done.quoteRequestId };
  }
  const payment = await paymentById(deps.db, paymentId);
  if (!payment) return { outcome: "ignored", quoteRequestId: null };
  if (intent && !payment.paymentIntentId) await updatePayment(deps.db, payment.id, { paymentIntentId: intent }, deps.now);
  return { outcome: "handled", quoteRequestId: payment.quoteRequestId };
};
