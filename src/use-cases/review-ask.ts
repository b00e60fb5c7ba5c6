import { issueCustomerLink } from "../auth/customer-links";
import type { Db } from "../db";
import { markReviewAsked } from "../db/job-completions";
import { markReceiptEmailed } from "../db/request-by-id";
import type { JobCompletion, QuoteRequest } from "../db/schema";
import type { CustomerMailEnv } from "../env";
import type { PushEnv } from "../push/config";
import { reviewAlert } from "../push/customer-push";
import { afterJobLinks, receiptMessage } from "./after-job-mail";
import { receiptMoneyOf } from "./payments/balance";
import { pushThenMail } from "./push-then-mail";

// The review ask that goes with a job's completion (issue 33, item 3): the same review link for every
// customer, whatever they think of the job. It is always on the customer's page ("page"); the
// receipt e-mail and a push to the customer's phone carry it too where those are set up. Its one
// reminder is in ./review-reminders.ts; the owner's "Text the review link" adds "sms".

export type ReviewAskEnv = PushEnv & CustomerMailEnv;

/** The ways an ask (or its reminder) reached the customer, as the "review-asked" event names them. */
export type ReviewChannel = "page" | "push" | "email" | "sms";

/**
 * Sends the ask by every free channel this customer has, once, right after the job's first
 * completion, and records it (job_completions.review_asked_at and a "review-asked" event naming the
 * channels). `origin`: the site's origin, for the links in the e-mail. Returns the channels used.
 */
export async function sendReviewAsk(
  env: ReviewAskEnv,
  db: Db,
  request: QuoteRequest,
  completion: JobCompletion,
  origin: string,
  now = new Date(),
): Promise<ReviewChannel[]> {
  const reached = await pushThenMail(
    db,
    env,
    request,
    {
      alert: reviewAlert(request, "ask"),
      what: "receipt e-mail",
      // A link made for this e-mail: only the hash of a token is kept, so no earlier link can be told again.
      mail: async () =>
        receiptMessage(
          request,
          completion,
          afterJobLinks(origin, await issueCustomerLink(db, request.id, "receipt", now)),
          // Issue 46: the deposit paid online and the balance, when anything was.
          await receiptMoneyOf({ db, now, background: () => {} }, env, request, completion),
        ),
    },
    now,
  );
  if (reached.includes("email")) await markReceiptEmailed(db, request.id, now);
  const channels: ReviewChannel[] = ["page", ...reached];
  await markReviewAsked(db, request.id, channels, now);
  return channels;
}
