import { quoteInForce } from "../../db/customer-page";
import { insertPayment, setPaymentWindow, updatePayment } from "../../db/payments";
import type { CheckoutMethod, Payment, QuoteRequest } from "../../db/schema";
import { houstonDate } from "../../lib/houston-time";
import { knownLocale } from "../../content/i18n";
import { customerPayWords } from "../../content/i18n/customer-pay";
import { captureFor } from "../../payments/deposit";
import { checkoutKey, Stripe, stripeFrom } from "../../payments/stripe-client";
import { log } from "../../trace/log";
import { refusal } from "../customer/move-booking";
import { offersWindow, windowChoices } from "../customer/windows";
import type { Outcome } from "../deps";
import { depositConfirmed, depositOffer } from "../customer/deposit-offer";
import type { PaymentDeps } from "./deps";

// Approve and pay: the customer approved the quote and confirmed or picked a window; the deposit is
// paid on Stripe's hosted Checkout (no card data touches the site). The attempt's row is written
// before Stripe is asked, so a retry after Stripe failed sends the same idempotency key and nothing
// is charged twice. The quote is approved and the window booked only by the webhook
// (./confirm-payment.ts), never here nor on the success redirect.

export type CheckoutRefusal = {
  reason:
    | "no-deposit" // the rule or Stripe went away meanwhile: approve and book as without one
    | "not-current" // another quote version is in force
    | "already" // approved already
    | "expired"
    | "closed"
    | "full"
    | "invalid"
    | "paid" // paid (or being confirmed): back to the page
    | "stripe-down";
};
export type Checkout = Outcome<{ url: string }, CheckoutRefusal>;

export type CheckoutInput = { version: number; to: { date: string; window: string }; pageUrl: string };

export async function startDepositCheckout(deps: PaymentDeps, request: QuoteRequest, input: CheckoutInput): Promise<Checkout> {
  const { db, now } = deps;
  const refuse = (reason: CheckoutRefusal["reason"]): Checkout => ({ ok: false, reason });
  if (request.status === "completed" || request.status === "declined") return refuse("closed");
  const quote = await quoteInForce(db, request.id);
  if (!quote || quote.version !== input.version) return refuse("not-current");
  if (quote.approvedAt) return refuse("already");
  const today = houstonDate(now);
  if (quote.validUntil < today) return refuse("expired");
  const offer = await depositOffer(deps, deps.env, request, quote);
  const stripe = stripeFrom(deps.env);
  if (!offer || !stripe) return refuse("no-deposit");
  const choices = await windowChoices(deps, request);
  if (!offersWindow(choices, input.to)) return refuse(refusal(choices, input.to, now));
  if (depositConfirmed(offer.latest)) return refuse("paid");

  const capture = captureFor(offer.rule, input.to.date, today);
  const locale = knownLocale(request.locale);
  const wanted = { quoteVersion: quote.version, amountCents: offer.cents, capture, locale };
  try {
    let attempt = await attemptFor(deps, stripe, request, offer.latest, wanted);
    if ("paid" in attempt) return refuse("paid");
    await setPaymentWindow(db, attempt.id, input.to, now);
    if (attempt.status === "open" && attempt.checkoutUrl) return { ok: true, url: attempt.checkoutUrl };
    let session;
    try {
      session = await createSession(stripe, request, attempt, offer.rule.methods, input.pageUrl);
    } catch (error) {
      // The key was first used with other parameters (the owner's methods changed, or another link to
      // the page): Stripe refuses it for ever, so this attempt is over and a new one, with its own key, goes.
      if (!(error instanceof Stripe.errors.StripeIdempotencyError)) throw error;
      attempt = await nextAttempt(deps, request, attempt, wanted);
      await setPaymentWindow(db, attempt.id, input.to, now);
      session = await createSession(stripe, request, attempt, offer.rule.methods, input.pageUrl);
    }
    const opened = await updatePayment(db, attempt.id, { status: "open", checkoutSessionId: session.id, checkoutUrl: session.url }, now, [
      "pending",
    ]);
    return { ok: true, url: opened?.checkoutUrl ?? session.url ?? input.pageUrl };
  } catch (error) {
    log.error("Stripe Checkout could not be started", request.id, error);
    return refuse("stripe-down");
  }
}

type Wanted = Pick<Payment, "quoteVersion" | "amountCents" | "capture" | "locale">;
const sameAsk = (p: Payment, w: Wanted) =>
  p.quoteVersion === w.quoteVersion && p.amountCents === w.amountCents && p.capture === w.capture && p.locale === w.locale;

/**
 * The attempt to go on with: a session still open for the same ask is reused (its URL again: two open
 * sessions could both be paid); one never created (Stripe failed) is retried with its own key; else a
 * new attempt. A session Stripe says is complete is being confirmed: nothing new is made.
 */
async function attemptFor(deps: PaymentDeps, stripe: Stripe, request: QuoteRequest, latest: Payment | null, wanted: Wanted) {
  const { db, now } = deps;
  if (latest?.status === "pending" && sameAsk(latest, wanted)) return latest;
  if (latest?.status === "open" && latest.checkoutSessionId) {
    const session = await stripe.checkout.sessions.retrieve(latest.checkoutSessionId);
    if (session.status === "complete") return { paid: true } as const;
    if (session.status === "open" && sameAsk(latest, wanted)) return latest;
    // Lapsed, or asked for another amount: this attempt is over.
    await updatePayment(db, latest.id, { status: session.status === "expired" ? "expired" : "failed" }, now, ["open"]);
  }
  return nextAttempt(deps, request, latest, wanted);
}

/** A new attempt after `latest` (a pending one left behind is marked failed: its key is not used again). */
async function nextAttempt({ db, now }: PaymentDeps, request: QuoteRequest, latest: Payment | null, wanted: Wanted) {
  if (latest?.status === "pending") await updatePayment(db, latest.id, { status: "failed" }, now, ["pending"]);
  return insertPayment(db, {
    id: crypto.randomUUID(),
    quoteRequestId: request.id,
    kind: "deposit",
    ...wanted,
    status: "pending",
    attempt: (latest?.attempt ?? 0) + 1,
    createdAt: now,
    updatedAt: now,
  });
}

/** The Checkout Session: only the attempt's own values, so a retry sends exactly the same parameters. */
function createSession(stripe: Stripe, request: QuoteRequest, attempt: Payment, methods: CheckoutMethod[], pageUrl: string) {
  const words = customerPayWords(attempt.locale);
  const metadata = {
    quote_request_id: request.id,
    payment_id: attempt.id,
    quote_version: String(attempt.quoteVersion),
    kind: attempt.kind,
  };
  return stripe.checkout.sessions.create(
    {
      mode: "payment",
      allowed_payment_method_types: methods,
      locale: attempt.locale,
      client_reference_id: request.id,
      customer_email: request.email || undefined,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: "usd",
            unit_amount: attempt.amountCents,
            product_data: { name: words.lineItem(attempt.capture === "manual") },
          },
        },
      ],
      payment_intent_data: { capture_method: attempt.capture, metadata },
      metadata,
      success_url: `${pageUrl}?done=paying#notice`,
      cancel_url: `${pageUrl}?done=not-paid#quote`,
    },
    { idempotencyKey: checkoutKey(request.id, attempt.kind, attempt.attempt) },
  );
}
