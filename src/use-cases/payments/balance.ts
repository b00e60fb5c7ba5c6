import { paymentTotals } from "../../db/payment-money";
import { insertPayment, latestPayment, paymentsOf, updatePayment } from "../../db/payments";
import { eq } from "drizzle-orm";
import { jobCompletions, type JobCompletion, type Payment, type QuoteRequest } from "../../db/schema";
import { receiptMoneyWords } from "../../content/i18n/receipt-money";
import { onlinePayment } from "../../lib/completion";
import { checkoutKey, paymentsConfigured, stripeFrom } from "../../payments/stripe-client";
import { minimumChargeCents } from "../../payments/deposit";
import { depositRuleInForce } from "../../db/payments";
import type { Core, Outcome } from "../deps";
import { callStripe } from "./stripe-call";

// The balance after the job: the final amount less what was kept online (the deposit, a captured
// hold, less refunds). It is due online when the crew recorded the job "online payment" (the
// customer pays the rest from their page); otherwise the crew's method settled it on the day.
// "Pay the balance" makes a Checkout for it, attempts and idempotency keys as the deposit's
// (checkout-<request>-balance-<n>); the webhook confirms it (./confirm-payment.ts).

export type ReceiptMoney = {
  finalCents: number;
  /** Charged for the deposit (refunds listed apart). */
  depositCents: number;
  /** Charged online in all (deposit and balance), before refunds. */
  paidOnlineCents: number;
  refundedCents: number;
  balanceCents: number;
  /** The balance is to be paid online, from the page. */
  due: boolean;
  /** Stripe is configured: the page may offer "Pay the balance". */
  canPay: boolean;
};

export function receiptMoney(completion: Pick<JobCompletion, "finalCents" | "paymentMethod">, payments: Payment[], configured: boolean) {
  const totals = paymentTotals(payments);
  if (!totals.paidCents) return null;
  const balanceCents = Math.max(0, completion.finalCents - totals.keptCents);
  const due = balanceCents > 0 && completion.paymentMethod === onlinePayment;
  return {
    finalCents: completion.finalCents,
    depositCents: totals.depositCents,
    paidOnlineCents: totals.paidCents,
    refundedCents: totals.refundedCents,
    balanceCents,
    due,
    canPay: due && configured && balanceCents >= minimumChargeCents,
  } satisfies ReceiptMoney;
}

/** The receipt's money for a request's page, or null when nothing was paid online. */
export async function receiptMoneyOf({ db }: Core, env: object, request: QuoteRequest, completion: JobCompletion | null) {
  if (!completion) return null;
  return receiptMoney(completion, await paymentsOf(db, request.id), paymentsConfigured(env));
}

export type BalanceCheckout = Outcome<{ url: string }, { reason: "nothing-due" | "paid" | "stripe-down" }>;

/** Checkout for the balance due; an open session for the same amount is reused (two could both be paid). */
export async function startBalanceCheckout(
  deps: Core & { env: object },
  request: QuoteRequest,
  completion: JobCompletion | null,
  pageUrl: string,
): Promise<BalanceCheckout> {
  const { db, now } = deps;
  const stripe = stripeFrom(deps.env);
  const money = await receiptMoneyOf(deps, deps.env, request, completion);
  if (!stripe || !money?.canPay) return { ok: false, reason: "nothing-due" };
  const latest = await latestPayment(db, request.id, "balance");
  if (latest && ["paid", "captured"].includes(latest.status)) return { ok: false, reason: "paid" };
  if (latest?.status === "open" && latest.amountCents === money.balanceCents && latest.checkoutUrl)
    return { ok: true, url: latest.checkoutUrl };
  let attempt = latest;
  if (!attempt || attempt.status !== "pending" || attempt.amountCents !== money.balanceCents) {
    if (latest && ["pending", "open"].includes(latest.status))
      await updatePayment(db, latest.id, { status: "failed" }, now, ["pending", "open"]);
    attempt = await insertPayment(db, {
      id: crypto.randomUUID(),
      quoteRequestId: request.id,
      kind: "balance",
      // The quote the deposit was paid on, when there was one: the balance belongs to the same job.
      quoteVersion: (await latestPayment(db, request.id, "deposit"))?.quoteVersion ?? 1,
      amountCents: money.balanceCents,
      capture: "automatic",
      status: "pending",
      locale: request.locale === "es" ? "es" : "en",
      attempt: (latest?.attempt ?? 0) + 1,
      createdAt: now,
      updatedAt: now,
    });
  }
  const made = attempt;
  const methods = (await depositRuleInForce(db))?.methods ?? ["card"];
  const metadata = { quote_request_id: request.id, payment_id: made.id, quote_version: String(made.quoteVersion), kind: "balance" };
  const session = await callStripe("balance checkout", request.id, () =>
    stripe.checkout.sessions.create(
      {
        mode: "payment",
        allowed_payment_method_types: methods,
        locale: made.locale,
        client_reference_id: request.id,
        customer_email: request.email || undefined,
        line_items: [
          {
            quantity: 1,
            price_data: { currency: "usd", unit_amount: made.amountCents, product_data: { name: receiptMoneyWords(made.locale).lineItem } },
          },
        ],
        payment_intent_data: { capture_method: "automatic", metadata },
        metadata,
        success_url: `${pageUrl}?done=paying-balance#notice`,
        cancel_url: `${pageUrl}#receipt`,
      },
      { idempotencyKey: checkoutKey(request.id, "balance", made.attempt) },
    ),
  );
  if (!session.ok) return { ok: false, reason: "stripe-down" };
  await updatePayment(db, made.id, { status: "open", checkoutSessionId: session.value.id, checkoutUrl: session.value.url }, now, [
    "pending",
  ]);
  return { ok: true, url: session.value.url ?? pageUrl };
}

/** The webhook confirmed a balance: the completion says "paid online" (it may have said so already). */
export async function markBalancePaid({ db }: Core, quoteRequestId: string) {
  await db.update(jobCompletions).set({ paymentMethod: onlinePayment }).where(eq(jobCompletions.quoteRequestId, quoteRequestId));
}
