import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { getDb, type Db } from "../../db";
import { attachJobPhotos, completionOf, detachJobPhoto, saveCompletion } from "../../db/job-completions";
import { photoKey } from "../../db/quote-photos";
import { quoteRequests, type QuoteRequest } from "../../db/schema";
import { sendReviewAsk } from "../../jobs/review-ask";
import { completionLimits, photoPhases, type PhotoPhase } from "../../lib/completion";
import {
  checkCompletion,
  completionFieldsOf,
  recordsDisposal,
  type CompletionErrors,
  type CompletionFields,
} from "../../lib/completion-form";
import { removePhotos, storePhotos } from "../../photos/bucket";
import type { CleanPhoto } from "../../photos/clean";
import { configuredOrigin } from "../../lib/paths";
import { backgroundOf } from "../../trace/background";
import { log } from "../../trace/log";
import { memberForm, memberUpload } from "../guard-sets";
import { completionPost, largestCompletionPost, tooLargeMessages } from "./complete-multipart";
import { renderDetail, type DetailStatus } from "./detail-page";
import type { AdminEnv } from "./guards";

// "Complete the job" on a request's detail (owner or staff, on the phone at the job): the final
// amount, how it was paid, what was done, before and after photos, and where the load went, in one
// multipart post. The first save marks the job Completed and sends the review ask; posting again
// corrects the record and adds more photos. A photo's Delete button takes it off the job for good.
export const completeRoutes = new Hono<AdminEnv>();

type Refusal = { status: DetailStatus; values: CompletionFields; errors?: CompletionErrors; formError?: string };
const refuse = (c: Context<AdminEnv>, id: string, { status, values, errors = {}, formError }: Refusal) =>
  renderDetail(c, id, { completion: { values, errors, formError }, status });

const requestOf = async (db: Db, id: string) => (await db.select().from(quoteRequests).where(eq(quoteRequests.id, id)))[0] ?? null;

/** Each phase's reason it cannot take this many more photos (the job keeps at most completionLimits.photosPerPhase of each). */
function photoRoom(had: Record<PhotoPhase, number>, adding: Record<PhotoPhase, CleanPhoto[]>): CompletionErrors {
  const errors: CompletionErrors = {};
  const max = completionLimits.photosPerPhase;
  for (const phase of photoPhases) {
    if (had[phase] + adding[phase].length <= max) continue;
    errors[phase] =
      had[phase] >= max
        ? `This job has ${max} ${phase} photos, the most it can keep: delete one to add another.`
        : `This job has ${had[phase]} ${phase} photos already: add at most ${max - had[phase]} more.`;
  }
  return errors;
}

completeRoutes.post("/admin/requests/:id/complete", memberUpload, async (c) => {
  const id = c.req.param("id");
  const db = getDb(c.env);
  const request = await requestOf(db, id);
  if (!request) return c.notFound();
  const empty = completionFieldsOf({});
  // Past the largest post the form can make, nothing is read: the crew is told to send fewer photos.
  if (Number(c.req.header("content-length") ?? 0) > largestCompletionPost)
    return refuse(c, id, { status: 413, values: empty, formError: tooLargeMessages.post });
  const read = await completionPost(c);
  const values = completionFieldsOf(read.ok ? read.post.fields : read.fields);
  if (!read.ok) {
    // A photo refused once the whole form was read: every other field's reason too, so one retry fixes all.
    const fieldErrors = read.whole ? checkErrors(values, request) : {};
    const errors = { ...fieldErrors, ...(read.photo ? { [read.photo.field]: read.photo.message } : {}) };
    return refuse(c, id, { status: read.status, values, errors, formError: read.message });
  }
  if (request.status === "declined")
    return refuse(c, id, { status: 400, values, formError: "This request is declined. Change its status first if the job was done." });
  const check = checkCompletion(values, { withDisposal: recordsDisposal(request.serviceType) });
  const saved = await completionOf(db, id);
  const { photos } = read.post;
  const room = photoRoom({ before: saved?.beforePhotos.length ?? 0, after: saved?.afterPhotos.length ?? 0 }, photos);
  if (!check.ok || Object.keys(room).length)
    return refuse(c, id, { status: 400, values, errors: { ...(check.ok ? {} : check.errors), ...room } });

  let keys: string[];
  try {
    keys = await storePhotos(db, c.env.QUOTE_PHOTOS, [...photos.before, ...photos.after]);
  } catch (err) {
    log.error("storing job photos failed", id, err);
    return refuse(c, id, {
      status: 503,
      values,
      formError: "The photos could not be stored just now: nothing was saved. Please try again.",
    });
  }
  const member = c.get("member").username;
  let outcome: Awaited<ReturnType<typeof saveCompletion>>;
  try {
    outcome = await saveCompletion(db, request, check.value, member);
  } catch (err) {
    log.error("saving a completion failed", id, err);
    await removePhotos(db, c.env.QUOTE_PHOTOS, keys).catch((e: unknown) => log.error("removing unsaved job photos failed", id, e));
    return refuse(c, id, { status: 503, values, formError: "The job could not be saved just now: nothing was changed. Please try again." });
  }
  const byPhase = { before: keys.slice(0, photos.before.length), after: keys.slice(photos.before.length) };
  const left = [];
  for (const phase of photoPhases) if (!(await attachPhase(c, id, phase, byPhase[phase]))) left.push(phase);

  if (outcome.first) {
    const origin = configuredOrigin(c.env) ?? new URL(c.req.url).origin;
    const completed: QuoteRequest = { ...request, status: "completed" };
    backgroundOf(c)(sendReviewAsk(c.env, db, completed, outcome.completion, origin), "review ask", id);
  }
  const query = `completed=${outcome.first ? "new" : "updated"}${left.length ? `&photosLeft=${left.join(",")}` : ""}`;
  return c.redirect(`/admin/requests/${encodeURIComponent(id)}?${query}`, 303);
});

/** The field checks alone, for a post refused for a photo: only their reasons. */
function checkErrors(values: CompletionFields, request: QuoteRequest): CompletionErrors {
  const check = checkCompletion(values, { withDisposal: recordsDisposal(request.serviceType) });
  return check.ok ? {} : check.errors;
}

/**
 * Adds one phase's stored photos to the job; false (having removed them) when they could not be: the
 * list filled up meanwhile (another phone's post), or the database failed.
 */
async function attachPhase(c: Context<AdminEnv>, id: string, phase: PhotoPhase, keys: string[]) {
  const db = getDb(c.env);
  try {
    if (await attachJobPhotos(db, id, phase, keys, completionLimits.photosPerPhase)) return true;
  } catch (err) {
    log.error("attaching job photos failed", id, phase, err);
  }
  await removePhotos(db, c.env.QUOTE_PHOTOS, keys).catch((e: unknown) => log.error("removing unattached job photos failed", id, e));
  return false;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

completeRoutes.post("/admin/requests/:id/job-photos/:photoId/delete", memberForm(), async (c) => {
  const id = c.req.param("id");
  const photoId = c.req.param("photoId");
  if (!uuid.test(photoId)) return c.notFound();
  const db = getDb(c.env);
  const key = photoKey(photoId);
  // Only a photo on this request's job: another request's photo is not found here.
  if (!(await detachJobPhoto(db, id, key))) return c.notFound();
  // Off the job either way; a bucket that refuses the delete is recorded (src/db/failures.ts) for the digest.
  await removePhotos(db, c.env.QUOTE_PHOTOS, [key], id).catch((err: unknown) => log.error("deleting a job photo failed", id, err));
  return c.redirect(`/admin/requests/${encodeURIComponent(id)}?photoDeleted=1`, 303);
});
