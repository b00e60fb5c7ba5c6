import { completionOf, recordReviewClick } from "../../db/job-completions";
import type { QuoteRequest } from "../../db/schema";
import type { Core } from "../deps";

/**
 * "Leave us a Google review", counted before the customer goes on to it: only after the job
 * (false before it). A messaging app's link preview (`byPerson` false) goes on without counting.
 */
export async function reviewClick({ db, now }: Core, request: QuoteRequest, byPerson: boolean) {
  if (!(await completionOf(db, request.id))) return false;
  if (byPerson) await recordReviewClick(db, request.id, now);
  return true;
}
