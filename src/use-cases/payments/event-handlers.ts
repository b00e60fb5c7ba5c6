import type { EventHandlers } from "../../payments/dispatch";
import type { PaymentDeps } from "./deps";
import { checkoutSessionCompleted } from "./events/checkout-session-completed";
import { checkoutSessionExpired } from "./events/checkout-session-expired";
import { paymentIntentAmountCapturableUpdated } from "./events/payment-intent-amount-capturable-updated";
import { chargeRefunded } from "./events/charge-refunded";
import { paymentIntentCanceled } from "./events/payment-intent-canceled";
import { paymentIntentSucceeded } from "./events/payment-intent-succeeded";
import { refundUpdated } from "./events/refund-updated";

// The webhook's event types and their handlers, one file each in ./events/. A new type: its file
// there, and its line here (and, on a live site, the type added to the endpoint's enabled events:
// scripts/setup.mjs stripeEventTypes). A type not listed is recorded and answered 200, ignored.
export const eventHandlers: EventHandlers<PaymentDeps> = {
  "checkout.session.completed": checkoutSessionCompleted,
  "checkout.session.expired": checkoutSessionExpired,
  "payment_intent.amount_capturable_updated": paymentIntentAmountCapturableUpdated,
  "payment_intent.canceled": paymentIntentCanceled,
  "payment_intent.succeeded": paymentIntentSucceeded,
  "charge.refunded": chargeRefunded,
  "refund.created": refundUpdated,
  "refund.updated": refundUpdated,
};
