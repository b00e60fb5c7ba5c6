import type { Db } from "../db";
import type { QuoteRequest } from "../db/schema";
import type { CustomerMailEnv } from "../env";
import type { CustomerMail } from "../lib/mail-text";
import type { PushEnv } from "../push/config";
import { pushToCustomer, type CustomerAlert } from "../push/customer-push";
import { mailCustomer } from "./customer-mail";

// The sends no one waits on (the review ask at a job's completion, its reminder, the day-before
// reminder): a notification to the customer's phones, then an e-mail, each only where it can go.
// The e-mail is made only when it can go, so the fresh link it carries is made for nothing otherwise.

/** A way the customer was reached. */
export type Reached = "push" | "email";

type Send = {
  alert: CustomerAlert;
  /** What the e-mail is, for the log and the failures list: "review reminder e-mail". */
  what: string;
  mail: () => Promise<CustomerMail>;
};

/** Pushes, then e-mails; returns the ways that went, in that order (for the timeline's record). */
export async function pushThenMail(
  db: Db,
  env: PushEnv & CustomerMailEnv,
  request: QuoteRequest,
  { alert, what, mail }: Send,
  now: Date,
): Promise<Reached[]> {
  const reached: Reached[] = [];
  const pushed = await pushToCustomer(env, db, request.id, alert, () => now);
  if (pushed.outcomes.includes("delivered")) reached.push("push");
  if (await mailCustomer(db, env, request, what, mail, now)) reached.push("email");
  return reached;
}
