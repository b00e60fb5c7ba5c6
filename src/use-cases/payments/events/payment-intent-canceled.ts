import type Stripe from "stripe";
import { updatePayment } from "../../../db/payments";
import type { EventHandler } from "../../../payments/dispatch";
import type { PaymentDeps } from "../deps";
import { paymentOfStripe } from "../stripe-refund";

// payment_intent.canceled: a held card let go, by the owner's decline (already "released" here, so
// nothing changes), in Stripe's Dashboard, or by the hold lapsing after 7 days.
export const paymentIntentCanceled: EventHandler<PaymentDeps> = async (event, deps) => {
  const intent = event.data.object as Stripe.PaymentIntent;
  const payment = await paymentOfStripe(deps, intent);
  if (!payment) return { outcome: "ignored", quoteRequestId: null };
  await updatePayment(deps.db, payment.id, { status: "released", paymentIntentId: intent.id }, deps.now, ["held", "pending", "open"]);
  return { outcome: "handled", quoteRequestId: payment.quoteRequestId };
};
