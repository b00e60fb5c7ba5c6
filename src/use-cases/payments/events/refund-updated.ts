import type Stripe from "stripe";
import type { EventHandler } from "../../../payments/dispatch";
import type { PaymentDeps } from "../deps";
import { paymentOfStripe, reconcileRefund } from "../stripe-refund";

// refund.created and refund.updated: one refund, made by the owner here or in Stripe's Dashboard,
// or its status changed (a failed refund gives its cents back to the payment).
export const refundUpdated: EventHandler<PaymentDeps> = async (event, deps) => {
  const refund = event.data.object as Stripe.Refund;
  const payment = await paymentOfStripe(deps, refund);
  if (!payment) return { outcome: "ignored", quoteRequestId: null };
  await reconcileRefund(deps, payment, refund);
  return { outcome: "handled", quoteRequestId: payment.quoteRequestId };
};
