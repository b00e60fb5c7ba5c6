import type Stripe from "stripe";
import { metadataOf, type EventHandler } from "../../../payments/dispatch";
import { confirmPayment } from "../confirm-payment";
import type { PaymentDeps } from "../deps";

// payment_intent.amount_capturable_updated: a manual-capture intent now requires_capture, the card
// is held for the deposit. The intent carries the same metadata as its Checkout Session.
export const paymentIntentAmountCapturableUpdated: EventHandler<PaymentDeps> = async (event, deps) => {
  const intent = event.data.object as Stripe.PaymentIntent;
  const { payment_id: paymentId } = metadataOf(intent);
  if (!paymentId || intent.status !== "requires_capture") return { outcome: "ignored", quoteRequestId: null };
  const done = await confirmPayment(deps, paymentId, { status: "held", paymentIntentId: intent.id });
  return { outcome: done.outcome === "unknown" ? "ignored" : "handled", quoteRequestId: done.quoteRequestId };
};
