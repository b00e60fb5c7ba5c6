import { issueCustomerLink } from "../auth/customer-links";
import { business } from "../config/business";
import { reviewReminderAfter } from "../config/time";
import type { Db } from "../db";
import { recordCustomerEvent } from "../db/customer-events";
import { claimReviewReminder, reviewRemindersDue } from "../db/job-completions";
import type { JobCompletion, QuoteRequest } from "../db/schema";
import { reviewAlert } from "../push/customer-push";
import { configuredOrigin } from "../lib/paths";
import { afterJobLinks, reviewReminderMessage } from "../use-cases/after-job-mail";
import { pushThenMail } from "../use-cases/push-then-mail";
import type { ReviewAskEnv } from "../use-cases/review-ask";

// The review ask's one reminder (issue 33, item 3), at the morning jobs' 7 AM: three days or more
// after the ask, only while the review link was never followed and the request is still completed
// (a declined one is not; a deleted one has no completion left). By push and e-mail where the
// customer has them; none after that, whatever happens.

export type ReviewReminderEnv = ReviewAskEnv & { SITE_URL?: string };

/**
 * Reminds every completion due, each claimed first (claimReviewReminder) so that a second run, or
 * two at once, can never remind twice. Returns how many were claimed. A customer with no phone and
 * no e-mail that could go is claimed all the same and records nothing: their page shows the ask.
 */
export async function sendReviewReminders(db: Db, env: ReviewReminderEnv, now = new Date()) {
  let claimed = 0;
  for (const { request, completion } of await reviewRemindersDue(db, reviewReminderAfter, now)) {
    if (!(await claimReviewReminder(db, request.id, reviewReminderAfter, now))) continue;
    claimed++;
    const channels = await remindOne(db, env, request, completion, now);
    if (channels.length) await recordCustomerEvent(db, request.id, "review-reminded", { channels }, now);
  }
  return claimed;
}

const remindOne = (db: Db, env: ReviewReminderEnv, request: QuoteRequest, completion: JobCompletion, now: Date) =>
  pushThenMail(
    db,
    env,
    request,
    {
      alert: reviewAlert(request, "reminder"),
      what: "review reminder e-mail",
      mail: async () => {
        // Without SITE_URL (local dev) no link to the site can be made: the business's review page itself, uncounted.
        const origin = configuredOrigin(env);
        const links = origin
          ? afterJobLinks(origin, await issueCustomerLink(db, request.id, "review-reminder", now))
          : { reviewUrl: business.reviewsUrl };
        return reviewReminderMessage(request, completion, links);
      },
    },
    now,
  );
