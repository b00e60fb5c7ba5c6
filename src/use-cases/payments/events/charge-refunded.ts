import type Stripe from "stripe";
import type { EventHandler } from "../../../payments/dispatch";
import type { PaymentDeps } from "../deps";
import { paymentOfStripe, reconcileRefund } from "../stripe-refund";

// charge.refunded: a charge refunded in full or in part. Its refunds come with it only when the
// account's API version still includes them; otherwise each refund arrives as its own refund.created
// (./refund-updated.ts), so a charge without its list changes nothing here.
export const chargeRefunded: EventHandler<PaymentDeps> = async (event, deps) => {
  const charge = event.data.object as Stripe.Charge;
  const payment = await paymentOfStripe(deps, charge);
  if (!payment) return { outcome: "ignored", quoteRequestId: null };
  for (const refund of charge.refunds?.data ?? []) await reconcileRefund(deps, payment, refund);
  return { outcome: "handled", quoteRequestId: payment.quoteRequestId };
};
