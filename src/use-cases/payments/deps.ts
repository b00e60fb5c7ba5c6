import type { CustomerDeps } from "../customer/alerts";

// What the payment use cases reach: the customer's page's dependencies (the database, the clock,
// background work, the bindings that tell the owner); the Stripe settings are read from the same env
// (src/payments/stripe-client.ts stripeFrom, paymentsConfigured), secrets the generated Env omits.
export type PaymentDeps = CustomerDeps;
