import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../src/index";
import { schema } from "../src/db";
import { paymentById } from "../src/db/payments";
import { eventOf } from "../tools/stripe-double";
import { db, ORIGIN, seedRequest } from "./admin-helpers";
import { completedEvent, postWebhook, seedPayment, seedQuote, signedEventFor } from "./stripe-helpers";

// Issue 46: POST /api/stripe/webhook, Stripe's events signed with the test webhook secret
// (tools/test-stripe-keys.ts) by the package's own generateTestHeaderString.

const events = () => db.select().from(schema.stripeEvents);
const requestOf = (id: string) => db.query.quoteRequests.findFirst({ where: (r, { eq }) => eq(r.id, id) });

// Each deposit asks for a day of its own: one job fills a window.
let day = 0;
async function depositWaiting(values: Parameters<typeof seedPayment>[1] = {}) {
  day++;
  const request = await seedRequest({ status: "quoted" });
  await seedQuote(request.id);
  const payment = await seedPayment(request.id, {
    bookedDate: `2031-03-${String(day).padStart(2, "0")}`,
    bookedWindow: "09-11",
    ...values,
  });
  return { request, payment };
}

describe("the Stripe webhook", () => {
  it("without the Stripe keys, answers 404 and stores nothing, even for a well-signed event", async () => {
    const { payment } = await depositWaiting();
    const before = (await events()).length;
    const { payload, signature } = await completedEvent(payment);
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/api/stripe/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      }),
      { ...env, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Payments are not configured on this site" });
    expect((await events()).length).toBe(before);
    expect((await paymentById(db, payment.id))!.status).toBe("open");
  });

  it("refuses a missing, forged or replayed signature with a 400 and stores nothing", async () => {
    const { payment } = await depositWaiting();
    const before = (await events()).length;
    const good = await completedEvent(payment);
    expect((await postWebhook(good.payload, null)).status).toBe(400);
    const forged = good.signature.replace(/v1=([0-9a-f])/, (_, c: string) => `v1=${c === "0" ? "1" : "0"}`);
    expect((await postWebhook(good.payload, forged)).status).toBe(400);
    // The same body with another amount: the signature no longer covers it.
    expect((await postWebhook(good.payload.replace('"amount_total": 5000', '"amount_total": 1'), good.signature)).status).toBe(400);
    // Signed 10 minutes ago: past the 5-minute tolerance, a replay.
    const old = await completedEvent(payment, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const res = await postWebhook(old.payload, old.signature);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "The Stripe-Signature header does not verify" });
    expect((await events()).length).toBe(before);
    expect((await paymentById(db, payment.id))!.status).toBe("open");
  });

  it("confirms a paid deposit once: the quote approved, the window booked; the same event again changes nothing", async () => {
    const { request, payment } = await depositWaiting();
    const { payload, signature, event } = await completedEvent(payment);
    const res = await postWebhook(payload, signature);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: "handled" });
    const paid = (await paymentById(db, payment.id))!;
    expect(paid).toMatchObject({ status: "paid", capturedCents: 5_000, paymentIntentId: expect.stringMatching(/^pi_test_/) });
    expect(await requestOf(request.id)).toMatchObject({
      status: "scheduled",
      bookedDate: `2031-03-${String(day).padStart(2, "0")}`,
      bookedWindow: "09-11",
    });
    const quote = await db.query.quotes.findFirst({ where: (q, { eq }) => eq(q.quoteRequestId, request.id) });
    expect(quote!.approvedAt).toBeInstanceOf(Date);

    const again = await postWebhook(payload, signature);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, outcome: "repeat" });
    const mine = (await events()).filter((e) => e.eventId === event.id);
    expect(mine).toEqual([expect.objectContaining({ type: "checkout.session.completed", quoteRequestId: request.id, outcome: "handled" })]);
    const paidEvents = await db.query.customerEvents.findMany({
      where: (e, { and, eq }) => and(eq(e.quoteRequestId, request.id), eq(e.kind, "paid")),
    });
    expect(paidEvents).toHaveLength(1);
    const changes = await db.query.quoteStatusChanges.findMany({ where: (c, { eq }) => eq(c.quoteRequestId, request.id) });
    expect(changes.map((c) => c.toStatus)).toEqual(["scheduled"]);
  });

  it("answers an unknown type 200, recorded and ignored; an event for an unknown request likewise", async () => {
    const unknownType = eventOf("customer.created", { id: "cus_test_1", object: "customer" });
    const a = await signedEventFor(unknownType);
    const res = await postWebhook(a.payload, a.signature);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: "ignored" });
    const stranger = eventOf("checkout.session.completed", {
      id: "cs_test_stranger",
      object: "checkout.session",
      payment_status: "paid",
      payment_intent: "pi_test_stranger",
      metadata: { quote_request_id: "no-such-request", payment_id: "no-such-payment" },
    });
    const b = await signedEventFor(stranger);
    expect(await (await postWebhook(b.payload, b.signature)).json()).toEqual({ received: true, outcome: "ignored" });
    const recorded = (await events()).filter((e) => e.eventId === unknownType.id || e.eventId === stranger.id);
    expect(recorded.map((e) => e.outcome)).toEqual(["ignored", "ignored"]);
  });

  it("takes events in any order: expired after paid changes nothing; completed after a full refund books nothing", async () => {
    const { request, payment } = await depositWaiting();
    const paid = await completedEvent(payment);
    await postWebhook(paid.payload, paid.signature);
    const expired = await signedEventFor(
      eventOf("checkout.session.expired", {
        id: payment.checkoutSessionId,
        object: "checkout.session",
        metadata: { payment_id: payment.id },
      }),
    );
    expect((await postWebhook(expired.payload, expired.signature)).status).toBe(200);
    expect((await paymentById(db, payment.id))!.status).toBe("paid");

    // Refunded in full (the owner, through the API) before Stripe's completed event arrived.
    const other = await depositWaiting({ refundedCents: 5_000 });
    const late = await completedEvent(other.payment);
    expect((await postWebhook(late.payload, late.signature)).status).toBe(200);
    expect((await paymentById(db, other.payment.id))!.status).toBe("paid");
    expect((await requestOf(other.request.id))!.status).toBe("quoted");
    expect((await requestOf(request.id))!.status).toBe("scheduled");
  });

  it("confirms a card hold from payment_intent.amount_capturable_updated, whichever of the two events comes first", async () => {
    const { request, payment } = await depositWaiting({ capture: "manual" });
    const completed = await completedEvent(payment, { paid: false });
    const intentId = (completed.event.data as { object: { payment_intent: string } }).object.payment_intent;
    const capturable = await signedEventFor(
      eventOf("payment_intent.amount_capturable_updated", {
        id: intentId,
        object: "payment_intent",
        status: "requires_capture",
        amount: 5_000,
        amount_capturable: 5_000,
        metadata: { quote_request_id: request.id, payment_id: payment.id },
      }),
    );
    expect((await postWebhook(capturable.payload, capturable.signature)).status).toBe(200);
    expect((await postWebhook(completed.payload, completed.signature)).status).toBe(200);
    expect(await paymentById(db, payment.id)).toMatchObject({ status: "held", capturedCents: 0, paymentIntentId: intentId });
    expect((await requestOf(request.id))!.status).toBe("scheduled");
  });

  it("refuses a body that is not JSON (415) or too large (413)", async () => {
    expect((await postWebhook("{}", "t=1,v1=00", { "content-type": "text/plain" })).status).toBe(415);
    expect((await postWebhook(`{"x":"${"a".repeat(300 * 1024)}"}`, "t=1,v1=00")).status).toBe(413);
  });
});
