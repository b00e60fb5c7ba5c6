// Stripe settings for the tests only, never a real account's: the worker tests bind them
// (vitest.config.ts) and the browser tests' server gets them (playwright.config.ts), so payments are
// configured in both, pointed at the Stripe double (tools/stripe-double.ts), without a .dev.vars.
// No deposit rule is saved in either, so every test that does not save one sees the site as before.
export const testStripeKeys = {
  STRIPE_SECRET_KEY: "sk_test_double_0000000000000000",
  STRIPE_WEBHOOK_SECRET: "whsec_test_double_0000000000000000",
};

/** Where the worker tests' Stripe client goes: a host no network has; test/stripe-helpers.ts answers it in-process. */
export const workerTestStripeApi = { STRIPE_API_HOST: "stripe-double.test", STRIPE_API_PORT: "443", STRIPE_API_PROTOCOL: "https" };
