import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import worker from "../src/index";
import { issueCustomerLink } from "../src/auth/customer-links";
import { schema } from "../src/db";
import { latestPayment, paymentsOf, saveDepositRule, type NewDepositRule } from "../src/db/payments";
import { addDays, houstonDate } from "../src/lib/houston-time";
import { call, db, ORIGIN, postForm, seedRequest } from "./admin-helpers";
import { postWebhook, seedQuote, useStripeDouble } from "./stripe-helpers";

// Issue 46, approve and pay on /my/<token>: the deposit on Stripe's Checkout (the double), the
// booking only once the webhook confirms it; Stripe down; the same attempt's key on a retry; and with
// no Stripe key, approving exactly as before.

const double = useStripeDouble();
afterAll(() => double.restore());

const ip = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
const open = (path: string) => call(path, { ip: ip() });
const post = (path: string, fields: Record<string, string>) => postForm(path, fields, { ip: ip() });
const today = houstonDate();
let dayOffset = 1;

async function rule(values: Partial<NewDepositRule> = {}) {
  await saveDepositRule(db, { kind: "fixed", fixedCents: 5_000, createdAt: new Date(), createdBy: "owner", ...values });
}

/** A quoted request asking for its own day (one job fills a window), with its page's link. */
async function quoted(values: Parameters<typeof seedRequest>[0] = {}) {
  const date = addDays(today, ++dayOffset);
  const request = await seedRequest({ firstName: "Maria", status: "quoted", preferredDate: date, preferredWindow: "09-11", ...values });
  await seedQuote(request.id);
  const token = await issueCustomerLink(db, request.id, "customer");
  return { request, base: `/my/${token}`, date };
}

const createCalls = (requestId: string) =>
  double.received.filter(
    (r) => r.path === "/v1/checkout/sessions" && (r.params.metadata as Record<string, string> | undefined)?.quote_request_id === requestId,
  );
const requestOf = (id: string) => db.query.quoteRequests.findFirst({ where: (r, { eq }) => eq(r.id, id) });
const quoteOf = (id: string) => db.query.quotes.findFirst({ where: (q, { eq }) => eq(q.quoteRequestId, id) });

/** The customer pays on the stand-in checkout: the double's signed events, posted as Stripe would. */
async function payOnCheckout(sessionId: string) {
  for (const { payload, signature } of (await double.pay(sessionId))!) expect((await postWebhook(payload, signature)).status).toBe(200);
}

describe("approve and pay a deposit", () => {
  it("goes from Approve to the window to Stripe's Checkout, and books only when the webhook confirms", async () => {
    await rule();
    const { request, base, date } = await quoted();
    const shown = await open(base);
    // The Pay form's answer is a redirect to Stripe's Checkout (here the double): form-action allows it.
    expect(shown.headers.get("content-security-policy")).toContain(
      "form-action 'self' https://checkout.stripe.com https://stripe-double.test:443",
    );
    const page = await shown.text();
    expect(page).toContain("A $50 deposit books your time");
    expect(page).toContain("Approve and pay the deposit");

    const approve = await post(`${base}/approve`, { version: "1" });
    expect(approve.status).toBe(303);
    expect(approve.headers.get("location")).toBe(`${base}?pay#book`);
    expect((await quoteOf(request.id))!.approvedAt).toBeNull();
    const step = await (await open(`${base}?pay`)).text();
    expect(step).toContain("Book your time and pay the deposit");
    expect(step).toContain(`action="${base}/pay"`);
    expect(step).toContain("Pay $50 and book");

    const pay = await post(`${base}/pay`, { version: "1", date, window: "09-11" });
    expect(pay.status).toBe(303);
    const [sent] = createCalls(request.id);
    const session = [...double.sessions.values()].find((s) => s.metadata.quote_request_id === request.id)!;
    expect(pay.headers.get("location")).toBe(session.url);
    expect(sent!.idempotencyKey).toBe(`checkout-${request.id}-deposit-1`);
    expect(sent!.params).toMatchObject({
      mode: "payment",
      locale: "en",
      line_items: {
        "0": {
          quantity: "1",
          price_data: { currency: "usd", unit_amount: "5000", product_data: { name: "Deposit: junk removal or move" } },
        },
      },
      payment_intent_data: { capture_method: "automatic" },
      metadata: { quote_request_id: request.id, quote_version: "1", kind: "deposit" },
      success_url: `${ORIGIN}${base}?done=paying#notice`,
      cancel_url: `${ORIGIN}${base}?done=not-paid#quote`,
    });
    // Back on the page before the webhook: confirming, never booked by the redirect.
    const back = await (await open(`${base}?done=paying`)).text();
    expect(back).toContain("We&#x27;re confirming your payment");
    expect(await requestOf(request.id)).toMatchObject({ status: "quoted", bookedDate: null });

    await payOnCheckout(session.id);
    expect(await requestOf(request.id)).toMatchObject({ status: "scheduled", bookedDate: date, bookedWindow: "09-11" });
    expect((await quoteOf(request.id))!.approvedAt).toBeInstanceOf(Date);
    const booked = await (await open(`${base}?done=paying`)).text();
    expect(booked).toContain("Your $50 deposit is paid.");
    expect(booked).toContain("You paid the $50 deposit");
  });

  it("asks the percent of the quote's top in Spanish, and holds the card for a job within 7 days", async () => {
    await rule({ kind: "percent", fixedCents: null, percent: 15, holdCard: true });
    const { request, base, date } = await quoted({ locale: "es" });
    expect(await (await open(base)).text()).toContain("retenemos $36 en su tarjeta");
    expect((await post(`${base}/pay`, { version: "1", date, window: "09-11" })).status).toBe(303);
    const [sent] = createCalls(request.id);
    expect(sent!.params).toMatchObject({
      locale: "es",
      line_items: {
        "0": { price_data: { unit_amount: "3600", product_data: { name: "Retención del depósito: retiro de basura o mudanza" } } },
      },
      payment_intent_data: { capture_method: "manual", metadata: { quote_request_id: request.id } },
    });
    const payment = (await latestPayment(db, request.id, "deposit"))!;
    await payOnCheckout(payment.checkoutSessionId!);
    expect(await latestPayment(db, request.id, "deposit")).toMatchObject({ status: "held", capturedCents: 0 });
    expect((await requestOf(request.id))!.status).toBe("scheduled");
  });

  it("says plainly when Stripe is down, keeps the quote waiting, and retries with the same attempt's key", async () => {
    await rule();
    const { request, base, date } = await quoted();
    double.state.down = true;
    const down = await post(`${base}/pay`, { version: "1", date, window: "09-11" });
    double.state.down = false;
    expect(down.status).toBe(503);
    expect(await down.text()).toContain("Nothing was charged and your quote is still waiting");
    expect(await latestPayment(db, request.id, "deposit")).toMatchObject({ status: "pending", attempt: 1 });
    expect((await quoteOf(request.id))!.approvedAt).toBeNull();

    const retry = await post(`${base}/pay`, { version: "1", date, window: "09-11" });
    expect(retry.status).toBe(303);
    const keys = new Set(createCalls(request.id).map((r) => r.idempotencyKey));
    expect(keys).toEqual(new Set([`checkout-${request.id}-deposit-1`]));
    expect([...double.sessions.values()].filter((s) => s.metadata.quote_request_id === request.id)).toHaveLength(1);
  });

  it("back without paying: the quote waits with Pay the deposit, and paying again reuses the open session", async () => {
    await rule();
    const { request, base, date } = await quoted();
    const first = await post(`${base}/pay`, { version: "1", date, window: "09-11" });
    const page = await (await open(`${base}?done=not-paid`)).text();
    expect(page).toContain("You haven&#x27;t paid the deposit");
    expect(page).toContain(">Pay the deposit<");
    const again = await post(`${base}/pay`, { version: "1", date, window: "09-11" });
    expect(again.headers.get("location")).toBe(first.headers.get("location"));
    expect(createCalls(request.id)).toHaveLength(1);
    expect(await paymentsOf(db, request.id)).toHaveLength(1);
  });

  it("approved and paid when the window was taken meanwhile: the page offers the open windows", async () => {
    await rule();
    const { request, base, date } = await quoted();
    await post(`${base}/pay`, { version: "1", date, window: "09-11" });
    await seedRequest({ status: "scheduled", bookedDate: date, bookedWindow: "09-11" });
    await payOnCheckout((await latestPayment(db, request.id, "deposit"))!.checkoutSessionId!);
    expect(await requestOf(request.id)).toMatchObject({ status: "quoted", bookedDate: null });
    expect((await quoteOf(request.id))!.approvedAt).toBeInstanceOf(Date);
    const page = await (await open(base)).text();
    expect(page).toContain("Your $50 deposit is paid, but the time you picked was just taken");
    expect(page).toContain(`href="${base}?move=${date}#move"`);
  });

  it("with no Stripe key, approves at once as before, whatever the rule says", async () => {
    await rule();
    const { request, base } = await quoted();
    const ctx = createExecutionContext();
    const noStripe = { ...env, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined };
    const show = await worker.fetch(new Request(`${ORIGIN}${base}`, { headers: { "cf-connecting-ip": ip() } }), noStripe, ctx);
    const html = await show.text();
    expect(html).not.toContain("deposit");
    const res = await worker.fetch(
      new Request(`${ORIGIN}${base}/approve`, {
        method: "POST",
        body: new URLSearchParams({ version: "1" }),
        headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": ip() },
        redirect: "manual",
      }),
      noStripe,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.headers.get("location")).toBe(`${base}?done=approved#notice`);
    expect((await quoteOf(request.id))!.approvedAt).toBeInstanceOf(Date);
    expect(await db.select().from(schema.payments)).not.toContainEqual(expect.objectContaining({ quoteRequestId: request.id }));
  });
});
