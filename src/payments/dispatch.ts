import type { StripeEvent } from "./webhook";

// The webhook's dispatcher: an event type -> its handler. The handlers live in
// src/use-cases/payments/events/ (one file per type, they book and notify, so they sit in the
// use-case layer) and are listed in src/use-cases/payments/event-handlers.ts; this module only
// knows their shape, so adding a type is a file and a line there.

/** What a handler did: handled (it changed something or confirmed nothing was to change), ignored (not ours). */
export type HandlerOutcome = { outcome: "handled" | "ignored"; quoteRequestId: string | null };

export type EventHandler<D> = (event: StripeEvent, deps: D) => Promise<HandlerOutcome>;

export type EventHandlers<D> = Partial<Record<string, EventHandler<D>>>;

/** Runs the type's handler; an unknown type is ignored (Stripe sends every type the endpoint subscribes to). */
export async function dispatchEvent<D>(handlers: EventHandlers<D>, event: StripeEvent, deps: D): Promise<HandlerOutcome> {
  const handler = handlers[event.type];
  if (!handler) return { outcome: "ignored", quoteRequestId: null };
  return handler(event, deps);
}

/** The metadata every Checkout Session and PaymentIntent carries: which request, attempt and quote. */
export type PaymentMetadata = { quote_request_id: string; payment_id: string; quote_version: string; kind: string };

export function metadataOf(object: { metadata?: Record<string, string> | null }): Partial<PaymentMetadata> {
  return (object.metadata ?? {}) as Partial<PaymentMetadata>;
}
