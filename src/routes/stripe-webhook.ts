import { Hono } from "hono";
import type { AppEnv } from "../env";
import { jsonBodyLimit } from "../middleware/body-limit";
import { receiveStripeWebhook } from "../use-cases/payments/webhook";
import { depsOf } from "./deps";
import { jsonOnly } from "./validate";

// POST /api/stripe/webhook (mounted at /api): Stripe's events for the owner's account. Stripe's servers
// send it, so no same-origin guard: the signature is the guard (src/use-cases/payments/webhook.ts).
// The body is read as text, exactly as sent (a re-serialised JSON would never verify).
export const stripeWebhookRoutes = new Hono<AppEnv>();

stripeWebhookRoutes.post(
  "/stripe/webhook",
  jsonOnly("Stripe sends application/json"),
  // A Checkout Session event is a few KB; Stripe's largest objects stay well under 256 KB.
  jsonBodyLimit(256 * 1024, "A Stripe event is at most 256 KB"),
  async (c) => {
    const outcome = await receiveStripeWebhook(depsOf(c), { body: await c.req.text(), signature: c.req.header("stripe-signature") });
    if (outcome === "off") return c.json({ error: "Payments are not configured on this site" }, 404);
    if (outcome === "unverified") return c.json({ error: "The Stripe-Signature header does not verify" }, 400);
    return c.json({ received: true, outcome });
  },
);
