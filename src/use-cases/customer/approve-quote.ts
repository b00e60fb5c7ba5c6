import { approveQuote as approveInDb, quoteInForce } from "../../db/customer-page";
import type { QuoteRequest } from "../../db/schema";
import { houstonDate } from "../../lib/houston-time";
import { depositOffer } from "./deposit-offer";
import { tellOwner, type CustomerDeps } from "./alerts";

/**
 * "Approve" on the customer's page: the price quote of that version, if it is still the current
 * one and open. "invalid" is a form that names no version; "expired" and "closed" are shown where
 * the button was. "pay-first": the owner's rule asks a deposit (issue 46), so approving goes on to
 * choosing the window and paying, and the webhook approves once Stripe confirms the payment.
 */
export async function approveQuote(deps: CustomerDeps, request: QuoteRequest, version: number) {
  if (!Number.isSafeInteger(version) || version < 1) return "invalid" as const;
  const today = houstonDate(deps.now);
  const quote = await quoteInForce(deps.db, request.id);
  const open = quote?.version === version && quote.validUntil >= today && request.status !== "completed" && request.status !== "declined";
  if (open && (await depositOffer(deps, deps.env, request, quote))) return "pay-first" as const;
  const result = await approveInDb(deps.db, request, version, today);
  if (result === "approved") tellOwner(deps, request, { kind: "approved", detail: { version } });
  return result;
}
