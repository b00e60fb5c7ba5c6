import type Stripe from "stripe";
import { paymentById, updatePayment } from "../../../db/payments";
import { metadataOf, type EventHandler } from "../../../payments/dispatch";
import type { PaymentDeps } from "../deps";

// checkout.session.expired: the session lapsed unpaid. The attempt is marked expired (only while it
// was still waiting: an expiry never undoes a payment), so "Pay the deposit" makes a new one.
export const checkoutSessionExpired: EventHandler<PaymentDeps> = async (event, deps) => {
  const session = event.data.object as Stripe.Checkout.Session;
  const { payment_id: paymentId } = metadataOf(session);
  const payment = paymentId ? await paymentById(deps.db, paymentId) : null;
  if (!payment) return { outcome: "ignored", quoteRequestId: null };
  await updatePayment(deps.db, payment.id, { status: "expired" }, deps.now, ["pending", "open"]);
  return { outcome: "handled", quoteRequestId: payment.quoteRequestId };
};
