import { depositRuleInForce, latestPayment } from "../../db/payments";
import type { DepositRuleRow, Payment, Quote, QuoteRequest } from "../../db/schema";
import { houstonDate } from "../../lib/houston-time";
import { captureFor, depositCents } from "../../payments/deposit";
import { paymentsConfigured } from "../../payments/stripe-client";
import type { Core } from "../deps";

// Whether approving this quote asks a deposit, and where the customer's deposit stands. Nothing is
// ever asked without Stripe configured, nor when the owner's rule asks none: then the page and the
// approval are exactly as before issue 46.

export type DepositOffer = {
  rule: DepositRuleRow;
  cents: number;
  /** The hold applies to a job within 7 days: for the window asked for on the form, as the page first says. */
  capture: "automatic" | "manual";
  /** The newest deposit attempt, if any (waiting, expired, paid...). */
  latest: Payment | null;
};

const confirmedStatuses: readonly Payment["status"][] = ["paid", "held", "captured", "released"];
/** A deposit Stripe confirmed (charged, held, or held then captured or released). */
export const depositConfirmed = (p: Payment | null) => Boolean(p && confirmedStatuses.includes(p.status));

/** The deposit asked for approving `quote`, or null when none is (payments off, no rule, nothing to pay, already approved). */
export async function depositOffer(
  { db, now }: Core,
  env: object,
  request: QuoteRequest,
  quote: Quote | null,
): Promise<DepositOffer | null> {
  if (!quote || quote.approvedAt || !paymentsConfigured(env)) return null;
  const rule = await depositRuleInForce(db);
  const cents = depositCents(rule, quote.highCents);
  if (!rule || cents === 0) return null;
  const latest = await latestPayment(db, request.id, "deposit");
  return { rule, cents, capture: captureFor(rule, request.preferredDate, houstonDate(now)), latest };
}

/** The newest deposit of a request, whatever the rule says now: the page tells a paid one, or one being confirmed. */
export const latestDeposit = ({ db }: Core, request: QuoteRequest) => latestPayment(db, request.id, "deposit");

/** The customer's page's view of payments: the deposit approving asks (or null), and the newest deposit attempt. */
export async function customerPayView(deps: Core, env: object, request: QuoteRequest, quote: Quote | null) {
  const [offer, latest] = await Promise.all([depositOffer(deps, env, request, quote), latestDeposit(deps, request)]);
  return { offer, latest };
}
export type CustomerPayView = Awaited<ReturnType<typeof customerPayView>>;
