import Stripe from "stripe";

// The owner's own Stripe account (issue 46), reached with the `stripe` package as Stripe's Cloudflare
// Worker sample does: its fetch HTTP client (Workers have no Node http) and, for webhooks, the
// SubtleCrypto provider (src/payments/webhook.ts). The keys are secrets (`npm run setup` stores them
// with `wrangler secret put`), so the generated Env does not list them.

export type PaymentsEnv = {
  /** sk_live_... or sk_test_...; unset: no deposit is ever offered and the site works as before. */
  STRIPE_SECRET_KEY?: string;
  /** whsec_...: the webhook endpoint's signing secret. */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Only the tests set these: the package's host/port/protocol options aimed at the Stripe double. */
  STRIPE_API_HOST?: string;
  STRIPE_API_PORT?: string;
  STRIPE_API_PROTOCOL?: string;
};

/** The env's payment settings (secrets and test-only vars are not in the generated Env). */
export const paymentsEnv = (env: object) => env as PaymentsEnv;

// One client per key per isolate: the package builds its resource namespaces once.
const clients = new Map<string, Stripe>();

/** The Stripe client, or null when STRIPE_SECRET_KEY is unset (payments are off). */
export function stripeFrom(env: object): Stripe | null {
  const e = paymentsEnv(env);
  const key = e.STRIPE_SECRET_KEY;
  if (!key) return null;
  const cacheKey = [key, e.STRIPE_API_HOST, e.STRIPE_API_PORT, e.STRIPE_API_PROTOCOL].join("|");
  let client = clients.get(cacheKey);
  if (!client) {
    const protocol = e.STRIPE_API_PROTOCOL === "http" ? "http" : e.STRIPE_API_PROTOCOL === "https" ? "https" : undefined;
    client = new Stripe(key, {
      // Fetch looked up on every call (not captured here): the worker tests' double stands in for it.
      httpClient: Stripe.createFetchHttpClient((input, init) => fetch(input, init)),
      maxNetworkRetries: 1,
      timeout: 10_000,
      ...(e.STRIPE_API_HOST ? { host: e.STRIPE_API_HOST } : {}),
      ...(e.STRIPE_API_PORT ? { port: Number(e.STRIPE_API_PORT) } : {}),
      ...(protocol ? { protocol } : {}),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/** Payments are on: a secret key and a webhook secret (without the webhook nothing could ever confirm a payment). */
export const paymentsConfigured = (env: object) => Boolean(paymentsEnv(env).STRIPE_SECRET_KEY && paymentsEnv(env).STRIPE_WEBHOOK_SECRET);

/** The idempotency key of a request's Checkout attempt: the same attempt retried sends the same key. */
export const checkoutKey = (quoteRequestId: string, kind: string, attempt: number) => `checkout-${quoteRequestId}-${kind}-${attempt}`;

export { Stripe };
