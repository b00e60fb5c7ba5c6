import { Stripe } from "../../payments/stripe-client";
import { log } from "../../trace/log";

// One Stripe call from the owner's side (capture, release, refund), its failure sorted in two: Stripe
// refused it (a 4xx: the owner's request does not fit the payment, and Stripe says why) or Stripe
// could not be reached or failed (try again later). Either way nothing is recorded as done.

export type StripeFailure = { reason: "stripe-refused" | "stripe-down"; message: string };
export type StripeCall<T> = { ok: true; value: T } | ({ ok: false } & StripeFailure);

export async function callStripe<T>(what: string, id: string, call: () => Promise<T>): Promise<StripeCall<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    log.error(`Stripe ${what} failed`, id, error instanceof Error ? error.message : error);
    const status = error instanceof Stripe.errors.StripeError ? (error.statusCode ?? 0) : 0;
    if (status >= 400 && status < 500 && status !== 429)
      return { ok: false, reason: "stripe-refused", message: `Stripe refused: ${(error as Error).message}` };
    return {
      ok: false,
      reason: "stripe-down",
      message: "Stripe could not be reached just now: nothing was changed. Please try again in a few minutes.",
    };
  }
}
