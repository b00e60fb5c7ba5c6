import { closedAt, issueCustomerLink, linksExpired, revokeCustomerLinks } from "../auth/customer-links";
import { catalogue, knownLocale } from "../content/i18n";
import { markReviewAsked } from "../db/job-completions";
import { requestById, requestExists } from "../db/request-by-id";
import { absoluteUrl, customerPage, customerReview } from "../lib/paths";
import { doneText } from "./customer-texts";
import type { Deps, Outcome } from "./deps";

// The detail's "Customer's page" actions, for owners and staff alike: a new link to send the
// customer (to their page, or to the review link of a completed job), and ending every link.
// Only the token's hash is stored: the outcome carries the one copy of the link there will be.

/** The link made and the message to send with it, in the customer's language. */
export type LinkToSend = { url: string; message: string };

type LinkInput = { id: string; by: string; requestUrl: string };
type LinkDeps = Deps<"SITE_URL">;

export type CustomerLinkOutcome = Outcome<LinkToSend, { reason: "not-found" | "page-closed" }>;

/** A new link to the customer's page; refused once the page has closed for good (it would open nothing). */
export async function issueLinkToSend({ db, env, now }: LinkDeps, { id, by, requestUrl }: LinkInput): Promise<CustomerLinkOutcome> {
  const request = await requestById(db, id);
  if (!request) return { ok: false, reason: "not-found" };
  if (linksExpired(await closedAt(db, request), now)) return { ok: false, reason: "page-closed" };
  const url = absoluteUrl(env, requestUrl, customerPage(await issueCustomerLink(db, id, by, now)));
  return { ok: true, url, message: catalogue(knownLocale(request.locale)).customer.linkText(request.firstName, url) };
}

export type ReviewTextOutcome = Outcome<LinkToSend, { reason: "not-found" | "not-completed" | "page-closed" }>;

/**
 * "Text the review link" on a completed job (issue 33, item 3): a fresh link to the customer's
 * review link (/my/<token>/review, which counts the click and goes on to the business's review
 * page) in a text in the customer's language, the same words for every customer. Making it
 * records the ask by text ("sms") on the customer's timeline.
 */
export async function reviewText({ db, env, now }: LinkDeps, { id, by, requestUrl }: LinkInput): Promise<ReviewTextOutcome> {
  const request = await requestById(db, id);
  if (!request) return { ok: false, reason: "not-found" };
  if (request.status !== "completed") return { ok: false, reason: "not-completed" };
  if (linksExpired(await closedAt(db, request), now)) return { ok: false, reason: "page-closed" };
  const token = await issueCustomerLink(db, id, by, now);
  const url = absoluteUrl(env, requestUrl, customerReview(token));
  // The receipt (their page) and the review link in one text (issue 44, item 1).
  const message = doneText(request, absoluteUrl(env, requestUrl, customerPage(token)), url);
  await markReviewAsked(db, id, ["sms"], now);
  return { ok: true, url, message };
}

/** Ends every live link to the customer's page; how many, or null for an unknown id. */
export async function revokeLinks({ db, now }: Deps, id: string) {
  if (!(await requestExists(db, id))) return null;
  return revokeCustomerLinks(db, id, now);
}
