import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../src/db";
import { paymentById, refundsOf } from "../src/db/payments";
import type { Payment } from "../src/db/schema";
import { eventOf } from "../tools/stripe-double";
import { call, db, ORIGIN, postForm, seedRequest, signedIn } from "./admin-helpers";
import { postWebhook, seedPayment, signedEventFor, useStripeDouble } from "./stripe-helpers";

// Issue 46 part B: the owner refunds a payment through the members' API; Stripe's refund events
// (one made in its Dashboard too) reconcile, each Stripe refund counted once.

const double = useStripeDouble();
afterAll(() => double.restore());
let cookie = "";
beforeAll(async () => {
  ({ cookie } = await signedIn());
});

let intents = 0;
/** A $50.00 deposit charged: its PaymentIntent in the double, the payment "paid". */
async function paidDeposit(cents = 5_000) {
  const request = await seedRequest({ status: "scheduled" });
  const id = `pi_test_refund${++intents}`;
  double.intents.set(id, {
    id,
    object: "payment_intent",
    status: "succeeded",
    amount: cents,
    amount_capturable: 0,
    amount_received: cents,
    capture_method: "automatic",
    metadata: {},
  });
  const payment = await seedPayment(request.id, {
    status: "paid",
    paymentIntentId: id,
    amountCents: cents,
    capturedCents: cents,
    paidAt: new Date(),
  });
  return { request, payment };
}

const refund = (p: Pick<Payment, "id" | "quoteRequestId">, body: unknown) =>
  call(`/api/quote-requests/${p.quoteRequestId}/payments/${p.id}/refunds`, {
    method: "POST",
    cookie,
    headers: { origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("refunds through the members' API", () => {
  it("refunds part, then refuses more than is left with a 409, and the rest once more", async () => {
    const { payment } = await paidDeposit();
    const res = await refund(payment, { cents: 2_000, reason: "Half the load stayed" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { refund: { cents: number; reason: string; stripeRefundId: string }; payment: Payment };
    expect(body.refund).toMatchObject({ cents: 2_000, reason: "Half the load stayed" });
    expect(body.payment.refundedCents).toBe(2_000);
    const sent = double.received.filter((r) => r.path === "/v1/refunds").at(-1)!;
    expect(sent.params).toMatchObject({ payment_intent: payment.paymentIntentId, amount: "2000" });
    expect(sent.idempotencyKey).toBe(`refund-${payment.id}-1-2000`);

    const over = await refund(payment, { cents: 3_001, reason: "All of it" });
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({ error: "At most $30.00 is left to refund on this payment.", leftCents: 3_000 });

    const rest = await refund(payment, { reason: "The rest" });
    expect(rest.status).toBe(201);
    expect((await paymentById(db, payment.id))!.refundedCents).toBe(5_000);
    const again = await refund(payment, { cents: 1, reason: "Again" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "This payment was refunded in full already." });
    const events = await db.query.customerEvents.findMany({ where: (e, { eq }) => eq(e.quoteRequestId, payment.quoteRequestId) });
    expect(events.filter((e) => e.kind === "refunded").map((e) => (e.detail as { cents: number }).cents)).toEqual([2_000, 3_000]);
  });

  it("answers bad input with 400, an unknown payment with 404, and nothing paid with 409", async () => {
    const { payment } = await paidDeposit();
    for (const [body, message] of [
      [{ cents: 12.5, reason: "x" }, "cents must be a whole number of cents, like 2500 for $25.00"],
      [{ cents: 0, reason: "x" }, "cents must be at least 1"],
      [{ cents: 100 }, "reason is required: say why, for the record"],
      [{ cents: 100, reason: "   " }, "reason is required: say why, for the record"],
    ] as const) {
      const res = await refund(payment, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ error: message });
    }
    expect((await refund({ ...payment, id: "no-such-payment" }, { reason: "x" })).status).toBe(404);
    const other = await seedRequest();
    expect((await refund({ ...payment, quoteRequestId: other.id }, { reason: "x" })).status).toBe(404);
    const open = await seedPayment(other.id, { status: "open" });
    const nothing = await refund(open, { reason: "x" });
    expect(nothing.status).toBe(409);
    expect(await nothing.json()).toEqual({ error: "Nothing was paid on this payment: there is nothing to refund." });
  });

  it("says Stripe is down with a 502 and records nothing as refunded", async () => {
    const { payment } = await paidDeposit();
    double.state.down = true;
    try {
      const res = await refund(payment, { cents: 1_000, reason: "Stripe is down" });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        error: "Stripe could not be reached just now: nothing was changed. Please try again in a few minutes.",
      });
    } finally {
      double.state.down = false;
    }
    expect((await paymentById(db, payment.id))!.refundedCents).toBe(0);
    expect(await refundsOf(db, [payment.id])).toEqual([]);
  });
});

describe("refund webhooks", () => {
  it("counts a refund once, whichever events bring it; a Dashboard refund shows; a failed one gives its cents back", async () => {
    const { payment } = await paidDeposit();
    const made = await refund(payment, { cents: 1_500, reason: "Owner's refund" });
    const { refund: ours } = (await made.json()) as { refund: { stripeRefundId: string } };
    const stripeRefund = (id: string, amount: number, status = "succeeded") => ({
      id,
      object: "refund",
      amount,
      currency: "usd",
      status,
      payment_intent: payment.paymentIntentId,
      metadata: {},
    });
    // Stripe's events for the owner's own refund: refund.created, then charge.refunded listing it.
    const created = eventOf("refund.created", stripeRefund(ours.stripeRefundId, 1_500));
    const charge = eventOf("charge.refunded", {
      id: "ch_test_1",
      object: "charge",
      payment_intent: payment.paymentIntentId,
      amount_refunded: 1_500,
      refunds: { object: "list", data: [stripeRefund(ours.stripeRefundId, 1_500)] },
    });
    for (const event of [created, created, charge]) {
      const { payload, signature } = await signedEventFor(event);
      expect((await postWebhook(payload, signature)).status).toBe(200);
    }
    expect((await paymentById(db, payment.id))!.refundedCents).toBe(1_500);

    // One made in Stripe's Dashboard: no metadata, found by its PaymentIntent.
    const dashboard = await signedEventFor(eventOf("refund.created", stripeRefund("re_test_dashboard", 500)));
    expect(await (await postWebhook(dashboard.payload, dashboard.signature)).json()).toEqual({ received: true, outcome: "handled" });
    const rows = await refundsOf(db, [payment.id]);
    expect(rows.map((r) => [r.cents, r.refundedBy])).toEqual([
      [1_500, expect.stringMatching(/^owner/)],
      [500, "Stripe"],
    ]);
    expect((await paymentById(db, payment.id))!.refundedCents).toBe(2_000);

    const failed = await signedEventFor(eventOf("refund.updated", stripeRefund("re_test_dashboard", 500, "failed")));
    await postWebhook(failed.payload, failed.signature);
    expect((await paymentById(db, payment.id))!.refundedCents).toBe(1_500);
    const kept = await db.select().from(schema.refunds);
    expect(kept.some((r) => r.stripeRefundId === "re_test_dashboard")).toBe(false);
  });
});

describe("the detail's payments", () => {
  it("lists the payment with its Stripe id, refunds part through the form, and says why one is refused", async () => {
    const { request, payment } = await paidDeposit();
    const path = `/admin/requests/${request.id}`;
    const bad = await postForm(`${path}/refund`, { payment: payment.id, amount: "12,34", reason: "x" }, { cookie });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Nothing was refunded: Write the amount in dollars and cents, like 25 or 25.50.");
    const over = await postForm(`${path}/refund`, { payment: payment.id, amount: "60", reason: "Too much" }, { cookie });
    expect(over.status).toBe(409);
    expect(await over.text()).toContain("At most $50.00 is left to refund on this payment.");
    const res = await postForm(`${path}/refund`, { payment: payment.id, amount: "12.50", reason: "A chair stayed" }, { cookie });
    expect(res.status).toBe(303);
    const page = (await (await call(res.headers.get("location")!, { cookie })).text()).replaceAll("&#x27;", "'");
    expect(page).toContain("Refunded $12.50 of the deposit's $50.00 in all.");
    expect(page).toContain("Online payments");
    expect(page).toContain(payment.paymentIntentId!);
    expect(page).toContain("charged, $12.50 refunded");
    expect(page).toMatch(/Refunded \$12\.50 · [^<]+ · owner[^<]+<span[^>]*> · A chair stayed/);
    expect(page).toContain("Refund (up to $37.50)");
  });
});
