import type { Db } from "../db";
import { recordFailure } from "../db/failures";
import type { QuoteRequest } from "../db/schema";
import type { CustomerMailEnv } from "../env";
import { plainAddress, type CustomerMail } from "../lib/mail-text";
import { log } from "../trace/log";

// The morning jobs' and the completion's e-mails to a customer (the day-before reminder, the receipt
// and review ask, its reminder): sent only where CUSTOMER_EMAIL is set up and the address is one we
// can send to. A refused send is logged and recorded against the request (the digest and the inbox
// show it), and never stops the job's other channels.

/** Whether an e-mail to this customer could go at all (the binding, a usable address). */
export const canMailCustomer = (env: CustomerMailEnv, request: Pick<QuoteRequest, "email">) =>
  Boolean(env.CUSTOMER_EMAIL) && plainAddress.test(request.email);

/**
 * Sends the message `make` builds (it runs only when the e-mail can go: a link made for it is made for
 * nothing otherwise). True once the binding took it; false when it could not go or was refused.
 */
export async function mailCustomer(
  db: Db,
  env: CustomerMailEnv,
  request: Pick<QuoteRequest, "id" | "email">,
  what: string,
  make: () => Promise<CustomerMail>,
  now = new Date(),
): Promise<boolean> {
  const mail = env.CUSTOMER_EMAIL;
  if (!mail || !canMailCustomer(env, request)) return false;
  try {
    await mail.send(await make());
    return true;
  } catch (err) {
    log.error(`${what} failed`, request.id, err);
    await recordFailure(db, { kind: "customer-email", requestId: request.id, error: err }, now);
    return false;
  }
}
