import type { Core } from "../deps";
import type { CustomerDeps } from "../customer/alerts";

// What the payment use cases reach: the customer's page's dependencies (the database, the clock,
// background work, the bindings that tell the owner); the Stripe settings are read from the same env
// (src/payments/stripe-client.ts stripeFrom, paymentsConfigured), secrets the generated Env omits.
export type PaymentDeps = CustomerDeps;

/** The owner's side (capture, release, refund): the database and clock, and the env Stripe's keys are read from. */
export type OwnerPaymentDeps = Core & { env: object };
