// The Stripe event types the site handles: one list for the webhook's handlers
// (src/use-cases/payments/event-handlers.ts must have one for each, or it does not type-check) and
// for `npm run setup`, which subscribes the live endpoint to exactly these (scripts/setup/stripe.mjs
// reads this file as it is: no imports here).
export const stripeEventTypes = [
  "checkout.session.completed",
  "checkout.session.expired",
  "payment_intent.amount_capturable_updated",
  "payment_intent.canceled",
  "payment_intent.succeeded",
  "charge.refunded",
  "refund.created",
  "refund.updated",
] as const;

export type StripeEventType = (typeof stripeEventTypes)[number];
