import { and, eq, gt, lte } from "drizzle-orm";
import { hashToken, newToken } from "./session";
import { minute } from "../config/time";
import type { Db } from "../db";
import { confirmationCodes } from "../db/schema";

// The no-JavaScript confirmation's one-time code (migrations/0018): the plain form's redirect
// carries it instead of the customer's page token, so the token is never in an address (the
// browser's history, a shared screenshot of the address bar, a proxy's log). The confirmation page
// exchanges it once for a new link (src/routes/quote/confirmation-link.ts). Only its hash is kept.

/** How long a code waits for its confirmation page: the redirect is followed at once, a slow phone aside. */
export const confirmationCodeLife = 10 * minute;

/** 22 random base64url characters (132 bits), shorter than a page token so neither is taken for the other: nothing else is looked up. */
export const confirmationCodePattern = /^[A-Za-z0-9_-]{22}$/;

export const newConfirmationCode = () => newToken().slice(0, 22);

/** A new code and its row, for a request being written (its D1 batch) or stored already. */
export async function newCodeRow(quoteRequestId: string, now: Date) {
  const code = newConfirmationCode();
  return { code, row: { codeHash: await hashToken(code), quoteRequestId, createdAt: now } };
}

/** A code for a request stored already (a repeat of its submission). */
export async function issueConfirmationCode(db: Db, quoteRequestId: string, now: Date) {
  const { code, row } = await newCodeRow(quoteRequestId, now);
  await db.insert(confirmationCodes).values(row);
  return code;
}

/**
 * The request a code is for, once: the code's row is deleted as it is read, so a reload, the
 * address from the history or a second tab gets nothing. Stale codes go in the same batch. Null
 * for a code of the wrong shape, unknown, used or older than confirmationCodeLife.
 */
export async function redeemConfirmationCode(db: Db, code: string, now: Date): Promise<string | null> {
  if (!confirmationCodePattern.test(code)) return null;
  const codeHash = await hashToken(code);
  const oldest = new Date(now.getTime() - confirmationCodeLife);
  const [redeemed] = await db.batch([
    db
      .delete(confirmationCodes)
      .where(and(eq(confirmationCodes.codeHash, codeHash), gt(confirmationCodes.createdAt, oldest)))
      .returning({ id: confirmationCodes.quoteRequestId }),
    db.delete(confirmationCodes).where(lte(confirmationCodes.createdAt, oldest)),
  ]);
  return redeemed[0]?.id ?? null;
}
