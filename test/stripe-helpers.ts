import { vi } from "vitest";
import { schema } from "../src/db";
import type { NewPayment, Payment } from "../src/db/schema";
import { addDays, houstonDate } from "../src/lib/houston-time";
import { createStripeDouble, eventOf, signedEvent, type StripeDouble } from "../tools/stripe-double";
import { testStripeKeys, workerTestStripeApi } from "../tools/test-stripe-keys";
import { call, db } from "./admin-helpers";

// The worker tests' Stripe: the double (tools/stripe-double.ts) answering the Worker's fetch to
// STRIPE_API_HOST (vitest.config.ts binds it and the test keys) in-process, one per test file, so
// each file sees only its own calls. The Worker's Stripe client looks fetch up on every call
// (src/payments/stripe-client.ts), so the spy is what it reaches.

export const doubleOrigin = `https://${workerTestStripeApi.STRIPE_API_HOST}`;

/** Puts the double in front of fetch for the Stripe host; every other URL goes to the real fetch. */
export function useStripeDouble(): StripeDouble & { restore: () => void } {
  const double = createStripeDouble({ webhookSecret: testStripeKeys.STRIPE_WEBHOOK_SECRET, publicOrigin: doubleOrigin });
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).host !== workerTestStripeApi.STRIPE_API_HOST) return realFetch(input, init);
    return double.handle(request);
  });
  return Object.assign(double, { restore: () => spy.mockRestore() });
}

/** Posts a signed event to the site's webhook, as Stripe does. */
export const postWebhook = (payload: string, signature: string | null, headers: Record<string, string> = {}) =>
  call("/api/stripe/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json; charset=utf-8",
      ...(signature === null ? {} : { "stripe-signature": signature }),
      ...headers,
    },
    body: payload,
  });

let seeded = 0;
/** A deposit attempt as the approve-and-pay step leaves it (a Checkout Session open), for the webhook's tests. */
export async function seedPayment(quoteRequestId: string, values: Partial<NewPayment> = {}) {
  seeded++;
  const now = new Date();
  const [row] = await db
    .insert(schema.payments)
    .values({
      id: crypto.randomUUID(),
      quoteRequestId,
      kind: "deposit",
      quoteVersion: 1,
      amountCents: 5_000,
      capture: "automatic",
      status: "open",
      checkoutSessionId: `cs_test_seeded${seeded}`,
      attempt: 1,
      createdAt: now,
      updatedAt: now,
      ...values,
    })
    .returning();
  return row!;
}

/** A quote (version 1, $180.00-$240.00 unless told) for a seeded request. */
export async function seedQuote(quoteRequestId: string, values: Partial<typeof schema.quotes.$inferInsert> = {}) {
  const [row] = await db
    .insert(schema.quotes)
    .values({
      quoteRequestId,
      version: 1,
      lowCents: 18_000,
      highCents: 24_000,
      included: "Labor, loading and disposal",
      validUntil: addDays(houstonDate(), 10),
      createdBy: "owner",
      createdAt: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

/** The checkout.session.completed Stripe would send for a seeded payment, signed (timestamp in seconds: now unless told). */
export async function completedEvent(payment: Payment, { paid = true, timestamp }: { paid?: boolean; timestamp?: number } = {}) {
  const session = {
    id: payment.checkoutSessionId,
    object: "checkout.session",
    mode: "payment",
    status: "complete",
    payment_status: paid ? "paid" : "unpaid",
    amount_total: payment.amountCents,
    currency: "usd",
    payment_intent: `pi_test_for_${payment.id.slice(0, 8)}`,
    metadata: {
      quote_request_id: payment.quoteRequestId,
      payment_id: payment.id,
      quote_version: String(payment.quoteVersion),
      kind: payment.kind,
    },
  };
  const event = eventOf("checkout.session.completed", session);
  return { event, ...(await signedEventFor(event, timestamp)) };
}

export const signedEventFor = (event: Record<string, unknown>, timestamp?: number) =>
  signedEvent(testStripeKeys.STRIPE_WEBHOOK_SECRET, event, timestamp);
