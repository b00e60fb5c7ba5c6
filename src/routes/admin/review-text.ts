import { Hono } from "hono";
import { closedAt, issueCustomerLink, linksExpired } from "../../auth/customer-links";
import { catalogue, knownLocale } from "../../content/i18n";
import { getDb } from "../../db";
import { markReviewAsked } from "../../db/job-completions";
import { configuredOrigin } from "../../lib/paths";
import { memberForm } from "../guard-sets";
import { customerPage as myPagePath } from "../../lib/paths";
import { renderDetail } from "./detail-page";
import type { AdminEnv } from "./guards";

// The detail's "Text the review link" on a completed job (issue 33, item 3), for owners and staff
// alike: a fresh link to the customer's review link (/my/<token>/review, which counts the click and
// goes on to the business's review page) in a text in the customer's language, the same words for
// every customer. Making it records the ask by text ("sms") on the customer's timeline.
export const reviewTextRoutes = new Hono<AdminEnv>();

reviewTextRoutes.post("/admin/requests/:id/review-text", memberForm(), async (c) => {
  const db = getDb(c.env);
  const id = c.req.param("id");
  const request = await db.query.quoteRequests.findFirst({ where: (r, { eq }) => eq(r.id, id) });
  if (!request) return c.notFound();
  if (request.status !== "completed")
    return renderDetail(c, id, { notice: () => "The review link goes with a completed job: complete the job first.", status: 409 });
  const now = new Date();
  // A link that would open nothing is not worth sending: the page has closed for good.
  if (linksExpired(await closedAt(db, request), now))
    return renderDetail(c, id, {
      notice: () => "This job was completed more than 30 days ago: its page no longer opens, so no review link was made.",
      status: 409,
    });
  const token = await issueCustomerLink(db, id, c.get("member").username, now);
  const url = `${configuredOrigin(c.env) ?? new URL(c.req.url).origin}${myPagePath(token)}/review`;
  const message = catalogue(knownLocale(request.locale)).afterJob.reviewText(request.firstName, url);
  await markReviewAsked(db, id, ["sms"], now);
  // Shown once, like "Get the link to send" (./customer-link.ts): only the token's hash is stored.
  c.header("Cache-Control", "no-store");
  return renderDetail(c, id, {
    notice: () => "The review link is ready below: text it now.",
    issued: { url, message, kind: "review" },
  });
});
