import type { Context } from "hono";
import type { AdminEnv } from "../../../auth/admin-env";
import { getDb } from "../../../db";
import { requestById } from "../../../db/request-by-id";
import { completionFieldsOf, type CompletionErrors, type CompletionFields } from "../../../lib/completion-form";
import { adminRequest, siteOrigin } from "../../../lib/paths";
import { completeJob, completionErrors } from "../../../use-cases/complete-job";
import { requestRouter, useCaseDeps } from "../deps";
import { completionPost, largestCompletionPost, tooLargeMessages } from "./complete-multipart";
import { renderDetail, type DetailStatus } from "./detail-page";

// "Complete the job" on a request's detail (owner or staff, on the phone at the job), in one
// multipart post: read here (./complete-multipart.ts), done by src/use-cases/complete-job.ts. Its
// length is held here, not by a body limit (see memberScreens in ../../guard-sets.ts).
export const completeRoutes = requestRouter();

type Refusal = { status: DetailStatus; values: CompletionFields; errors?: CompletionErrors; formError?: string };
const refuse = (c: Context<AdminEnv>, id: string, { status, values, errors = {}, formError }: Refusal) =>
  renderDetail(c, id, { completion: { values, errors, formError }, status });

const notSaved = {
  "photos-not-stored": "The photos could not be stored just now: nothing was saved. Please try again.",
  "not-saved": "The job could not be saved just now: nothing was changed. Please try again.",
};

completeRoutes.post("/complete", async (c) => {
  const id = c.req.param("id");
  const request = await requestById(getDb(c.env), id);
  if (!request) return c.notFound();
  // Past the largest post the form can make, nothing is read: the crew is told to send fewer photos.
  if (Number(c.req.header("content-length") ?? 0) > largestCompletionPost)
    return refuse(c, id, { status: 413, values: completionFieldsOf({}), formError: tooLargeMessages.post });
  const read = await completionPost(c.req);
  const values = completionFieldsOf(read.ok ? read.post.fields : read.fields);
  if (!read.ok) {
    // A photo refused once the whole form was read: every other field's reason too, so one retry fixes all.
    const fieldErrors = read.whole ? completionErrors(values, request) : {};
    const errors = { ...fieldErrors, ...(read.photo ? { [read.photo.field]: read.photo.message } : {}) };
    return refuse(c, id, { status: read.status, values, errors, formError: read.message });
  }
  const done = await completeJob(useCaseDeps(c), {
    request,
    values,
    photos: read.post.photos,
    by: c.get("member").username,
    origin: siteOrigin(c.env, c.req.url),
  });
  if (!done.ok && done.reason === "declined")
    return refuse(c, id, { status: 400, values, formError: "This request is declined. Change its status first if the job was done." });
  if (!done.ok && done.reason === "invalid") return refuse(c, id, { status: 400, values, errors: done.errors });
  if (!done.ok) return refuse(c, id, { status: 503, values, formError: notSaved[done.reason] });
  // Saved, but the held card was not captured (Stripe down or refusing): said now, once; saving again retries.
  if (done.capture && !done.capture.ok) return renderDetail(c, id, { notice: done.capture.message });
  const query = `completed=${done.first ? "new" : "updated"}${done.photosLeft.length ? `&photosLeft=${done.photosLeft.join(",")}` : ""}${done.capture ? "&captured=1" : ""}`;
  return c.redirect(`${adminRequest(id)}?${query}`, 303);
});
