// npm run test:scripts: `npm run setup -- --stripe-key` (issue 46), with Stripe's API faked: the key
// and the webhook's signing secret stored as the Worker's secrets, the endpoint made once for the
// site's URL and the event types the site handles, and the Dashboard's steps when its secret cannot be had.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { setUpStripe, stripeEventTypes, stripeKeyProblem } from "../../scripts/setup/stripe.mjs";

function fakeStripe(endpoints = []) {
  const created = [];
  return {
    created,
    webhookEndpoints: {
      list: async () => ({ data: endpoints }),
      create: async (params, options) => {
        created.push({ params, options });
        return { id: "we_1", url: params.url, secret: "whsec_made" };
      },
    },
  };
}
const site = "https://www.acmehauling.com";

describe("npm run setup --stripe-key", () => {
  it("stores the key, makes the webhook endpoint for the site's URL and stores its signing secret", async () => {
    const stripe = fakeStripe();
    const stored = {};
    const told = await setUpStripe({
      key: "sk_test_abcdefghijkl",
      siteUrl: site,
      secretNames: [],
      putSecret: (n, v) => (stored[n] = v),
      stripe,
    });
    assert.deepEqual(stored, { STRIPE_SECRET_KEY: "sk_test_abcdefghijkl", STRIPE_WEBHOOK_SECRET: "whsec_made" });
    assert.equal(stripe.created.length, 1);
    assert.deepEqual(stripe.created[0].params.enabled_events, stripeEventTypes);
    // Part of it the refunds and card holds: a refund made in Stripe's Dashboard, a hold that lapsed.
    for (const type of ["charge.refunded", "refund.updated", "payment_intent.canceled", "payment_intent.succeeded"])
      assert.ok(stripe.created[0].params.enabled_events.includes(type), type);
    assert.equal(stripe.created[0].params.url, `${site}/api/stripe/webhook`);
    assert.ok(stripe.created[0].options.idempotencyKey);
    assert.match(told.at(-1), /created; the secret STRIPE_WEBHOOK_SECRET stored/);
  });

  it("run again: the endpoint exists and its secret is stored, nothing made; without the secret, says how in the Dashboard", async () => {
    const endpoint = { id: "we_1", url: `${site}/api/stripe/webhook` };
    const again = fakeStripe([endpoint]);
    await setUpStripe({
      key: "sk_test_abcdefghijkl",
      siteUrl: site,
      secretNames: ["STRIPE_WEBHOOK_SECRET"],
      putSecret: () => {},
      stripe: again,
    });
    assert.equal(again.created.length, 0);
    const lost = fakeStripe([endpoint]);
    const told = await setUpStripe({ key: "sk_test_abcdefghijkl", siteUrl: site, secretNames: [], putSecret: () => {}, stripe: lost });
    assert.equal(lost.created.length, 0);
    assert.match(told.at(-1), /Developers → Webhooks → Add endpoint: URL https:\/\/www\.acmehauling\.com\/api\/stripe\/webhook/);
  });

  it("refuses what is not a secret key (a publishable key, a webhook secret)", () => {
    assert.equal(stripeKeyProblem("sk_live_51HxYzAbCdEfGhIj"), null);
    assert.match(stripeKeyProblem("pk_live_51HxYzAbCdEfGhIj"), /starts sk_live_/);
    assert.match(stripeKeyProblem("whsec_abc"), /starts sk_live_/);
  });
});
