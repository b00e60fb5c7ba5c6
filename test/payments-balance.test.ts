import { afterAll, describe, expect, it } from "vitest";
import { issueCustomerLink } from "../src/auth/customer-links";
import { saveCompletion } from "../src/db/job-completions";
import { latestPayment, paymentsOf, recordRefund } from "../src/db/payments";
import { receiptMessage } from "../src/use-cases/after-job-mail";
import { receiptMoney } from "../src/use-cases/payments/balance";
import { textOf } from "./html";
import { call, db, ORIGIN, seedRequest } from "./admin-helpers";
import { postWebhook, seedPayment, useStripeDouble } from "./stripe-helpers";

// Issue 46 part B: the receipt with a deposit paid online shows the final amount, the deposit and
// the balance; "Pay the balance" goes to Checkout for it; the webhook records it paid online.

const double = useStripeDouble();
afterAll(() => double.restore());
const ip = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}`;

/** A completed job with a $50.00 deposit charged, and the link to its page. */
async function jobWithDeposit(method: "online" | "cash", finalCents = 30_000) {
  const request = await seedRequest({ status: "scheduled" });
  await seedPayment(request.id, {
    status: "paid",
    capturedCents: 5_000,
    paymentIntentId: `pi_test_dep_${request.id.slice(0, 8)}`,
    paidAt: new Date(),
  });
  await saveCompletion(db, request, { finalCents, paymentMethod: method, workDone: "", disposal: null }, "owner");
  return { request, base: `/my/${await issueCustomerLink(db, request.id, "owner")}` };
}
const receipt = async (base: string) => {
  const res = await call(base, { ip: ip() });
  expect(res.status).toBe(200);
  const html = await res.text();
  return textOf(html.slice(html.indexOf('id="receipt"'), html.indexOf("</section>", html.indexOf('id="receipt"'))));
};

describe("the balance", () => {
  it("is due on the receipt, paid through Checkout, and the webhook records it paid online", async () => {
    const { request, base } = await jobWithDeposit("online");
    const before = await receipt(base);
    expect(before).toContain("Final amount $300.00");
    expect(before).toContain("Deposit paid online $50.00");
    expect(before).toContain("Balance due $250.00");
    expect(before).toContain("Pay the balance: $250.00");

    const res = await call(`${base}/pay-balance`, {
      method: "POST",
      ip: ip(),
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(res.status).toBe(303);
    const sent = double.received.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!;
    expect(sent.idempotencyKey).toBe(`checkout-${request.id}-balance-1`);
    expect(sent.params).toMatchObject({
      mode: "payment",
      line_items: { "0": { price_data: { unit_amount: "25000", currency: "usd" } } },
      metadata: { quote_request_id: request.id, kind: "balance" },
    });
    const balance = (await latestPayment(db, request.id, "balance"))!;
    expect(balance).toMatchObject({ status: "open", amountCents: 25_000 });
    expect(res.headers.get("location")).toBe(balance.checkoutUrl);
    // Back from Checkout, before Stripe's webhook: the page thanks them and says the receipt shows it once confirmed.
    expect(sent.params.success_url).toBe(`${ORIGIN}${base}?done=paying-balance#notice`);
    const back = await call(`${base}?done=paying-balance`, { ip: ip() });
    expect(textOf(await back.text())).toContain(
      "Thank you. Stripe confirms your payment in a moment: refresh this page to see it on your receipt.",
    );

    for (const { payload, signature } of (await double.pay(balance.checkoutSessionId!))!)
      expect((await postWebhook(payload, signature)).status).toBe(200);
    expect((await latestPayment(db, request.id, "balance"))!).toMatchObject({ status: "paid", capturedCents: 25_000 });
    const completion = await db.query.jobCompletions.findFirst({ where: (j, { eq }) => eq(j.quoteRequestId, request.id) });
    expect(completion!.paymentMethod).toBe("online");
    const after = await receipt(base);
    expect(after).toContain("Paid online $250.00");
    expect(after).toContain("Balance $0.00");
    expect(after).not.toContain("Pay the balance");
  });

  it("a part of the deposit refunded is owed again: $300 less the $50 deposit, $20 of it refunded, leaves $270", async () => {
    const { request, base } = await jobWithDeposit("online");
    const [deposit] = await paymentsOf(db, request.id);
    await recordRefund(db, {
      stripeRefundId: `re_part_${request.id.slice(0, 8)}`,
      paymentId: deposit!.id,
      cents: 2_000,
      reason: "",
      refundedBy: "owner",
      refundedAt: new Date(),
    });
    const text = await receipt(base);
    expect(text).toContain("Deposit paid online $50.00");
    expect(text).toContain("Refunded $20.00");
    expect(text).toContain("Balance due $270.00");
  });

  it("paid on the day by the crew's method: the receipt says so, with no button", async () => {
    const { base } = await jobWithDeposit("cash");
    const text = await receipt(base);
    expect(text).toContain("Deposit paid online $50.00");
    expect(text).toContain("Balance $250.00 Paid by Cash");
    expect(text).not.toContain("Pay the balance");
  });
});

describe("the e-mailed receipt", () => {
  it("gives the final amount, the deposit and the balance, in the customer's language", async () => {
    const { request } = await jobWithDeposit("online");
    const completion = (await db.query.jobCompletions.findFirst({ where: (j, { eq }) => eq(j.quoteRequestId, request.id) }))!;
    const money = receiptMoney(completion, await paymentsOf(db, request.id), true);
    const links = { pageUrl: "https://example.com/my/t", reviewUrl: "https://example.com/my/t/review" };
    const en = receiptMessage(request, completion, links, money).text;
    expect(en).toContain("Final amount: $300.00\nDeposit paid online: $50.00\nBalance due: $250.00\nPay the balance: $250.00");
    const es = receiptMessage({ ...request, locale: "es" }, completion, links, money).text;
    expect(es).toContain("Monto final: $300.00");
    expect(es).toContain("Depósito pagado en línea: $50.00");
    expect(es).toContain("Saldo pendiente: $250.00");
    // Nothing paid online: the receipt as before.
    expect(receiptMessage(request, completion, links, null).text).toContain("Amount: $300\nPaid by: Online");
  });
});
