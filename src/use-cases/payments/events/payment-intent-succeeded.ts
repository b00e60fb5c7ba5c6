import type Stripe from "stripe";
import { updatePayment } from "../../../db/payments";
import type { EventHandler } from "../../../payments/dispatch";
import { confirmPayment } from "../confirm-payment";
import type { PaymentDeps } from "../deps";
import { paymentOfStripe } from "../stripe-refund";

// payment_intent.succeeded for a held card: captured (by the owner's completion, already "captured"
// here, or in Stripe's Dashboard). In any order: a capture reported before the hold itself confirms
// the hold first (which books the job), then records the capture. A charged payment (automatic
// capture) is confirmed by checkout.session.completed, not here.
export const paymentIntentSucceeded: EventHandler<PaymentDeps> = async (event, deps) => {
  const intent = event.data.object as Stripe.PaymentIntent;
  const payment = await paymentOfStripe(deps, intent);
  if (!payment || payment.capture !== "manual") return { outcome: "ignored", quoteRequestId: null };
  await confirmPayment(deps, payment.id, { status: "held", paymentIntentId: intent.id });
  await updatePayment(deps.db, payment.id, { status: "captured", capturedCents: intent.amount_received }, deps.now, ["held"]);
  return { outcome: "handled", quoteRequestId: payment.quoteRequestId };
};
