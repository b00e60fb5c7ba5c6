import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { jsonBodyLimit } from "../middleware/body-limit";
import { receiveStripeWebhook } from "../use-cases/payments/webhook";
import { depsOf } from "./deps";
import { jsonOnly } from "./validate";

// POST /api/stripe/webhook (mounted at /api): Stripe's events for the owner's account. Stripe's servers
// send it, so no same-origin guard (it needs this site's Origin): the signature is the guard
// (src/use-cases/payments/webhook.ts), and a browser on another site is still refused.
// The body is read as text, exactly as sent (a re-serialised JSON would never verify).
export const stripeWebhookRoutes = new Hono<AppEnv>();

/**
 * Stripe's servers send no Origin and no Sec-Fetch-Site: a browser's post from another site carries
 * one or the other, and is refused as on every other state-changing route (403).
 */
const noBrowserFromElsewhere = createMiddleware(async (c, next) => {
  const site = c.req.header("sec-fetch-site");
  const origin = c.req.header("origin");
  if ((site && site !== "same-origin") || (origin && origin !== new URL(c.req.url).origin)) return c.json({ error: "Forbidden" }, 403);
  await next();
});

stripeWebhookRoutes.post(
  "/stripe/webhook",
  noBrowserFromElsewhere,
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
