import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { updatePayment } from "../../db/payments";
import { payments, type Payment } from "../../db/schema";
import { formatPaidCents } from "../../lib/pricing/money";
import { stripeFrom } from "../../payments/stripe-client";
import type { Outcome } from "../deps";
import type { OwnerPaymentDeps } from "./deps";
import { callStripe, type StripeFailure } from "./stripe-call";

// A card held for the deposit (manual capture, good for 7 days): captured for the final amount when
// the owner completes the job, never more than the hold; released when the owner declines the job.
// Each Stripe call has its key (capture-<payment>, cancel-<payment>): a repeat is answered once.
// The payment moves only from "held" (updatePayment's from), so a webhook that already moved it wins.

/** The request's card hold still waiting, or null. */
export async function heldPayment(db: Db, quoteRequestId: string): Promise<Payment | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.quoteRequestId, quoteRequestId), eq(payments.status, "held")))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

type Off = { reason: "off"; message: string };
const off: Off = { reason: "off", message: "Payments are not set up (no Stripe keys): the hold stays as it is in Stripe." };

export type CaptureOutcome = Outcome<{ payment: Payment }, Off | { reason: "over-hold"; message: string } | StripeFailure>;

/** Captures cents of a held card; more than the hold is refused before Stripe is asked (Stripe would refuse it too). */
export async function captureHold(deps: OwnerPaymentDeps, payment: Payment, cents: number): Promise<CaptureOutcome> {
  if (cents > payment.amountCents)
    return {
      ok: false,
      reason: "over-hold",
      message: `The card is held for ${formatPaidCents(payment.amountCents)}: ${formatPaidCents(cents)} cannot be captured from it.`,
    };
  const stripe = stripeFrom(deps.env);
  if (!stripe || !payment.paymentIntentId) return { ok: false, ...off };
  const done = await callStripe("capture", payment.id, () =>
    stripe.paymentIntents.capture(payment.paymentIntentId!, { amount_to_capture: cents }, { idempotencyKey: `capture-${payment.id}` }),
  );
  if (!done.ok) return done;
  const captured = done.value.amount_received ?? cents;
  const row = await updatePayment(deps.db, payment.id, { status: "captured", capturedCents: captured }, deps.now, ["held"]);
  return { ok: true, payment: row ?? payment };
}

export type ReleaseOutcome = Outcome<{ payment: Payment }, Off | StripeFailure>;

/** Lets a held card go (Stripe cancels the PaymentIntent): nothing is charged. */
export async function releaseHold(deps: OwnerPaymentDeps, payment: Payment): Promise<ReleaseOutcome> {
  const stripe = stripeFrom(deps.env);
  if (!stripe || !payment.paymentIntentId) return { ok: false, ...off };
  const done = await callStripe("release", payment.id, () =>
    stripe.paymentIntents.cancel(payment.paymentIntentId!, {}, { idempotencyKey: `cancel-${payment.id}` }),
  );
  if (!done.ok) return done;
  const row = await updatePayment(deps.db, payment.id, { status: "released" }, deps.now, ["held"]);
  return { ok: true, payment: row ?? payment };
}
