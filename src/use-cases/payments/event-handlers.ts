import type { EventHandler } from "../../payments/dispatch";
import type { StripeEventType } from "../../payments/event-types";
import type { PaymentDeps } from "./deps";
import { checkoutSessionCompleted } from "./events/checkout-session-completed";
import { checkoutSessionExpired } from "./events/checkout-session-expired";
import { paymentIntentAmountCapturableUpdated } from "./events/payment-intent-amount-capturable-updated";
import { chargeRefunded } from "./events/charge-refunded";
import { paymentIntentCanceled } from "./events/payment-intent-canceled";
import { paymentIntentSucceeded } from "./events/payment-intent-succeeded";
import { refundUpdated } from "./events/refund-updated";

// The webhook's event types and their handlers, one file each in ./events/. A new type: its file
// there, its name in src/payments/event-types.ts (which `npm run setup` subscribes the live endpoint
// to) and its line here. A type not listed is recorded and answered 200, ignored.
export const eventHandlers: Record<StripeEventType, EventHandler<PaymentDeps>> = {
  "checkout.session.completed": checkoutSessionCompleted,
  "checkout.session.expired": checkoutSessionExpired,
  "payment_intent.amount_capturable_updated": paymentIntentAmountCapturableUpdated,
  "payment_intent.canceled": paymentIntentCanceled,
  "payment_intent.succeeded": paymentIntentSucceeded,
  "charge.refunded": chargeRefunded,
  "refund.created": refundUpdated,
  "refund.updated": refundUpdated,
};
