import { recordStripeEvent, setStripeEventOutcome } from "../../db/payments";
import { dispatchEvent, type EventHandlers } from "../../payments/dispatch";
import { paymentsEnv, stripeFrom } from "../../payments/stripe-client";
import { verifiedEvent } from "../../payments/webhook";
import type { PaymentDeps } from "./deps";
import { eventHandlers } from "./event-handlers";

export type WebhookOutcome =
  /** Payments are not configured: nothing to verify against. */
  | "off"
  /** The signature is missing, forged, for another secret, or too old (a replay): nothing stored. */
  | "unverified"
  /** Seen before and handled or ignored: nothing changed. */
  | "repeat"
  | "handled"
  | "ignored";

/**
 * POST /api/stripe/webhook: the raw body verified, the event recorded once by its id, then its
 * type's handler run. A handler that throws leaves the event "failed" and the error goes up (a 500):
 * Stripe sends it again, and the record lets it run again.
 */
export async function receiveStripeWebhook(
  deps: PaymentDeps,
  { body, signature }: { body: string; signature: string | undefined },
  handlers: EventHandlers<PaymentDeps> = eventHandlers,
): Promise<WebhookOutcome> {
  const stripe = stripeFrom(deps.env);
  const secret = paymentsEnv(deps.env).STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) return "off";
  const event = await verifiedEvent(stripe, body, signature, secret);
  if (!event) return "unverified";
  if ((await recordStripeEvent(deps.db, event, deps.now)) === "repeat") return "repeat";
  try {
    const { outcome, quoteRequestId } = await dispatchEvent(handlers, event, deps);
    await setStripeEventOutcome(deps.db, event.id, outcome, quoteRequestId);
    return outcome;
  } catch (error) {
    await setStripeEventOutcome(deps.db, event.id, "failed", null);
    throw error;
  }
}
