import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentById } from "../src/db/payments";
import worker from "../src/index";
import { captureHold } from "../src/use-cases/payments/hold";
import { eventOf } from "../tools/stripe-double";
import { call, db, ORIGIN, postForm, seedRequest, signedIn } from "./admin-helpers";
import { postWebhook, seedPayment, seedQuote, signedEventFor, useStripeDouble } from "./stripe-helpers";

// Issue 46 part B: a card held for the deposit is captured for the final amount when the job is
// completed (never more than the hold), released when the job is declined; a paid deposit is
// refunded on decline when the owner ticks it; Stripe's events for either agree, in any order.

const double = useStripeDouble();
afterAll(() => double.restore());
let cookie = "";
beforeAll(async () => {
  ({ cookie } = await signedIn());
});

let n = 0;
/** A scheduled job whose card is held for $100.00 (the intent in the double, requires_capture). */
async function heldJob(cents = 10_000) {
  const request = await seedRequest({ status: "scheduled", bookedDate: "2031-04-01", bookedWindow: "09-11" });
  const id = `pi_test_hold${++n}`;
  const metadata = { quote_request_id: request.id, payment_id: "", quote_version: "1", kind: "deposit" };
  const payment = await seedPayment(request.id, {
    status: "held",
    capture: "manual",
    paymentIntentId: id,
    amountCents: cents,
    paidAt: new Date(),
  });
  metadata.payment_id = payment.id;
  double.intents.set(id, {
    id,
    object: "payment_intent",
    status: "requires_capture",
    amount: cents,
    amount_capturable: cents,
    amount_received: 0,
    capture_method: "manual",
    metadata,
  });
  return { request, payment };
}

async function complete(id: string, amount: string, method = "cash") {
  const form = new FormData();
  form.append("amount", amount);
  form.append("method", method);
  for (const phase of ["before", "after"]) form.append(phase, new File([], "", { type: "application/octet-stream" }));
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}/admin/requests/${id}/complete`, {
      method: "POST",
      body: form,
      headers: { origin: ORIGIN, cookie },
      redirect: "manual",
    }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}
const completionOf = (id: string) => db.query.jobCompletions.findFirst({ where: (j, { eq }) => eq(j.quoteRequestId, id) });
const captures = () => double.received.filter((r) => r.path.endsWith("/capture"));
const detailText = async (id: string, query: string) =>
  (await (await call(`/admin/requests/${id}?${query}`, { cookie })).text()).replaceAll("&#x27;", "'");

describe("a held card", () => {
  it("refuses a capture above the hold without asking Stripe", async () => {
    const { payment } = await heldJob();
    const before = captures().length;
    const done = await captureHold({ db, now: new Date(), background: () => {}, env }, payment, 10_001);
    expect(done).toEqual({ ok: false, reason: "over-hold", message: "The card is held for $100.00: $100.01 cannot be captured from it." });
    expect(captures().length).toBe(before);
    expect((await paymentById(db, payment.id))!.status).toBe("held");
  });

  it("is captured for the final amount on completing, and the completion says paid online", async () => {
    const { request, payment } = await heldJob();
    const res = await complete(request.id, "80");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toContain("captured=1");
    expect(captures().at(-1)).toMatchObject({ idempotencyKey: `capture-${payment.id}`, params: { amount_to_capture: "8000" } });
    expect(await paymentById(db, payment.id)).toMatchObject({ status: "captured", capturedCents: 8_000 });
    expect((await completionOf(request.id))!.paymentMethod).toBe("online");
    expect(await detailText(request.id, "completed=new&captured=1")).toContain("$80.00 was captured from the held card.");
    // Stripe's payment_intent.succeeded for that capture changes nothing more.
    const event = eventOf("payment_intent.succeeded", { ...double.intents.get(payment.paymentIntentId!)! });
    const { payload, signature } = await signedEventFor(event);
    expect((await postWebhook(payload, signature)).status).toBe(200);
    expect(await paymentById(db, payment.id)).toMatchObject({ status: "captured", capturedCents: 8_000 });
  });

  it("above the hold: the hold is captured, the rest is a balance, and the method stays the crew's", async () => {
    const { request, payment } = await heldJob();
    const res = await complete(request.id, "130", "cash");
    expect(res.status).toBe(303);
    expect(captures().at(-1)!.params).toMatchObject({ amount_to_capture: "10000" });
    expect(await paymentById(db, payment.id)).toMatchObject({ status: "captured", capturedCents: 10_000 });
    expect((await completionOf(request.id))!.paymentMethod).toBe("cash");
    expect(await detailText(request.id, "completed=new&captured=1")).toContain(
      "The card was held for $100.00, less than the final amount: capturing more was refused, so the hold was captured and $30.00 is the balance left to pay.",
    );
  });

  it("is released when the owner declines the job; Stripe's canceled event agrees", async () => {
    const { request, payment } = await heldJob();
    const res = await postForm(`/admin/requests/${request.id}/status`, { status: "declined", refund: "yes" }, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toContain("released=1");
    expect(double.received.at(-1)).toMatchObject({
      path: `/v1/payment_intents/${payment.paymentIntentId}/cancel`,
      idempotencyKey: `cancel-${payment.id}`,
    });
    expect((await paymentById(db, payment.id))!.status).toBe("released");
    const { payload, signature } = await signedEventFor(eventOf("payment_intent.canceled", double.intents.get(payment.paymentIntentId!)!));
    expect(await (await postWebhook(payload, signature)).json()).toEqual({ received: true, outcome: "handled" });
    expect((await paymentById(db, payment.id))!.status).toBe("released");
  });

  it("a capture reported before the hold itself: confirmed and booked, then captured; the late hold event changes nothing", async () => {
    const request = await seedRequest({ status: "quoted" });
    await seedQuote(request.id);
    const payment = await seedPayment(request.id, {
      capture: "manual",
      amountCents: 6_000,
      bookedDate: "2031-03-20",
      bookedWindow: "09-11",
    });
    const metadata = { quote_request_id: request.id, payment_id: payment.id, quote_version: "1", kind: "deposit" };
    const intent = { id: `pi_test_late${++n}`, object: "payment_intent", amount: 6_000, capture_method: "manual", metadata };
    const send = async (type: string, object: Record<string, unknown>) => {
      const { payload, signature } = await signedEventFor(eventOf(type, { ...intent, ...object }));
      expect((await postWebhook(payload, signature)).status).toBe(200);
    };
    await send("payment_intent.succeeded", { status: "succeeded", amount_received: 5_000, amount_capturable: 0 });
    expect(await paymentById(db, payment.id)).toMatchObject({ status: "captured", capturedCents: 5_000, paymentIntentId: intent.id });
    expect((await db.query.quoteRequests.findFirst({ where: (r, { eq }) => eq(r.id, request.id) }))!.bookedDate).toBe("2031-03-20");
    await send("payment_intent.amount_capturable_updated", { status: "requires_capture", amount_received: 0, amount_capturable: 6_000 });
    expect(await paymentById(db, payment.id)).toMatchObject({ status: "captured", capturedCents: 5_000 });
  });

  it("lapsing in Stripe (payment_intent.canceled) marks it released", async () => {
    const { payment } = await heldJob();
    const intent = { ...double.intents.get(payment.paymentIntentId!)!, status: "canceled", cancellation_reason: "automatic" };
    const { payload, signature } = await signedEventFor(eventOf("payment_intent.canceled", intent));
    await postWebhook(payload, signature);
    expect((await paymentById(db, payment.id))!.status).toBe("released");
  });
});

describe("declining after a paid deposit", () => {
  async function paidJob() {
    const request = await seedRequest({ status: "scheduled" });
    const id = `pi_test_paid${++n}`;
    double.intents.set(id, {
      id,
      object: "payment_intent",
      status: "succeeded",
      amount: 5_000,
      amount_capturable: 0,
      amount_received: 5_000,
      capture_method: "automatic",
      metadata: {},
    });
    const payment = await seedPayment(request.id, { status: "paid", paymentIntentId: id, capturedCents: 5_000, paidAt: new Date() });
    return { request, payment };
  }

  it("offers the refund, ticked; declining with it refunds the deposit, without it keeps it", async () => {
    const { request, payment } = await paidJob();
    const page = await (await call(`/admin/requests/${request.id}`, { cookie })).text();
    expect(page).toMatch(/<input type="checkbox"[^>]*name="refund" checked="" value="yes"/);
    expect(page).toContain("If declining: refund the $50.00 paid online");
    const res = await postForm(`/admin/requests/${request.id}/status`, { status: "declined", refund: "yes" }, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toContain(`declined=1&refunded=${payment.id}`);
    expect((await paymentById(db, payment.id))!.refundedCents).toBe(5_000);
    expect(await detailText(request.id, `declined=1&refunded=${payment.id}`)).toContain(
      "Declined. Refunded $50.00 of the deposit's $50.00 in all.",
    );

    const kept = await paidJob();
    await postForm(`/admin/requests/${kept.request.id}/status`, { status: "declined" }, { cookie });
    expect((await paymentById(db, kept.payment.id))!.refundedCents).toBe(0);
  });
});
