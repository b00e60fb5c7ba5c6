import { reviewText } from "../../../use-cases/customer-link";
import { formLimit } from "../../guard-sets";
import { requestRouter, useCaseDeps } from "../deps";
import { renderDetail } from "./detail-page";

// The detail's "Text the review link" on a completed job, for owners and staff alike: the link and
// the text to send with it (src/use-cases/customer-link.ts), shown once.
export const reviewTextRoutes = requestRouter();

const refusals = {
  "not-completed": "The review link goes with a completed job: complete the job first.",
  "page-closed": "This job was completed more than 30 days ago: its page no longer opens, so no review link was made.",
};

reviewTextRoutes.post("/review-text", formLimit(), async (c) => {
  const id = c.req.param("id");
  const made = await reviewText(useCaseDeps(c), { id, by: c.get("member").username, requestUrl: c.req.url });
  if (!made.ok) {
    const { reason } = made;
    return reason === "not-found" ? c.notFound() : renderDetail(c, id, { notice: refusals[reason], status: 409 });
  }
  // Shown once, like "Get the link to send" (./customer-link.ts): only the token's hash is stored.
  c.header("Cache-Control", "no-store");
  return renderDetail(c, id, {
    notice: "The review link is ready below: text it now.",
    issued: { url: made.url, message: made.message, kind: "review" },
  });
});
