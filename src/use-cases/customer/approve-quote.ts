import { approveQuote as approveInDb } from "../../db/customer-page";
import type { QuoteRequest } from "../../db/schema";
import { houstonDate } from "../../lib/houston-time";
import { tellOwner, type CustomerDeps } from "./alerts";

/**
 * "Approve" on the customer's page: the price quote of that version, if it is still the current
 * one and open. "invalid" is a form that names no version; "expired" and "closed" are shown where
 * the button was.
 */
export async function approveQuote(deps: CustomerDeps, request: QuoteRequest, version: number) {
  if (!Number.isSafeInteger(version) || version < 1) return "invalid" as const;
  const result = await approveInDb(deps.db, request, version, houstonDate(deps.now));
  if (result === "approved") tellOwner(deps, request, { kind: "approved", detail: { version } });
  return result;
}
