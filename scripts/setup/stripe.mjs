import Stripe from "stripe";
import { stripeEventTypes } from "../../src/payments/event-types.ts";

// `npm run setup -- --stripe-key sk_live_...` (or STRIPE_SECRET_KEY in the environment): online
// deposits (issue 46). The key is stored as the Worker's secret STRIPE_SECRET_KEY; the webhook
// endpoint is created through Stripe's API at <site>/api/stripe/webhook for the event types the site
// handles, and its signing secret (shown by Stripe only when the endpoint is made) stored as
// STRIPE_WEBHOOK_SECRET. Without a key nothing is asked and nothing changes: no deposit is offered.

/** The event types the webhook handles: the live endpoint is subscribed to these. */
export { stripeEventTypes };

export const stripeKeyProblem = (key) =>
  /^(sk|rk)_(live|test)_[A-Za-z0-9]{10,}$/.test(key)
    ? null
    : "A Stripe secret key starts sk_live_ (or sk_test_ to try it) and is copied whole from Developers → API keys.";

/** How to do by hand what setup could not: the Dashboard steps. */
export const dashboardSteps = (siteUrl) =>
  `In the Stripe Dashboard, Developers → Webhooks → Add endpoint: URL ${siteUrl}/api/stripe/webhook, events ${stripeEventTypes.join(", ")}; then copy its signing secret (whsec_...) and run \`npx wrangler secret put STRIPE_WEBHOOK_SECRET\`.`;

/**
 * Stores the key and makes the endpoint unless one for this URL exists with its secret already
 * stored. `stripe` is injectable for a test. Returns the lines to tell the person.
 */
export async function setUpStripe({ key, siteUrl, secretNames, putSecret, stripe = new Stripe(key) }) {
  const told = [];
  putSecret("STRIPE_SECRET_KEY", key);
  told.push("the secret STRIPE_SECRET_KEY stored");
  const url = `${siteUrl}/api/stripe/webhook`;
  const existing = (await stripe.webhookEndpoints.list({ limit: 100 })).data.find((e) => e.url === url);
  if (existing && secretNames.includes("STRIPE_WEBHOOK_SECRET")) {
    told.push(`webhook endpoint ${url} exists and its secret is stored`);
    return told;
  }
  if (existing) {
    // Stripe shows an endpoint's secret once: one made elsewhere cannot be read back here.
    told.push(`webhook endpoint ${url} exists but its signing secret is not stored. ${dashboardSteps(siteUrl)}`);
    return told;
  }
  const made = await stripe.webhookEndpoints.create(
    { url, enabled_events: stripeEventTypes, description: "The site's bookings and deposits (npm run setup)" },
    { idempotencyKey: `setup-webhook-${url}` },
  );
  putSecret("STRIPE_WEBHOOK_SECRET", made.secret);
  told.push(`webhook endpoint ${url} created; the secret STRIPE_WEBHOOK_SECRET stored`);
  return told;
}
