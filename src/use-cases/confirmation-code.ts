import { issueCustomerLink } from "../auth/customer-links";
import { redeemConfirmationCode } from "../auth/confirmation-codes";
import { linksRevoked } from "../db/quote-requests";
import { madeByCustomer } from "../db/schema";
import type { Core } from "./deps";

// The plain form's confirmation (?quote=received&code=...) turns its one-time code into the
// customer's page link it shows once (src/auth/confirmation-codes.ts; the code was stored with the
// request by submitRequest). The token exists only in this answer's page, never in an address.

/** A new link's token for the code's request; null for a code that opens nothing (used, stale, unknown) or after the owner revoked the links. */
export async function exchangeConfirmationCode({ db, now }: Pick<Core, "db" | "now">, code: string): Promise<string | null> {
  const requestId = await redeemConfirmationCode(db, code, now);
  if (!requestId || (await linksRevoked(db, requestId))) return null;
  return issueCustomerLink(db, requestId, madeByCustomer, now);
}
