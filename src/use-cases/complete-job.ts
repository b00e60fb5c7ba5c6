import { attachJobPhotos, completionOf, saveCompletion } from "../db/job-completions";
import type { QuoteRequest } from "../db/schema";
import { completionLimits, photoPhases, type PhotoPhase } from "../lib/completion";
import { checkCompletion, recordsDisposal, type CompletionErrors, type CompletionFields } from "../lib/completion-form";
import { removePhotos, storePhotos } from "../photos/bucket";
import type { CleanPhoto } from "../photos/clean";
import { log } from "../trace/log";
import type { Deps, Outcome } from "./deps";
import { paymentsConfigured } from "../payments/stripe-client";
import { settleOnCompletion, type CaptureNote } from "./payments/completion-payment";
import { sendReviewAsk, type ReviewAskEnv } from "./review-ask";

// "Complete the job" (owner or staff, on the phone at the job): the final amount, how it was paid,
// what was done, before and after photos, and where the load went. The first save marks the job
// Completed and sends the review ask; saving again corrects the record and adds more photos.

export type CompleteJobDeps = Deps<"QUOTE_PHOTOS"> & { env: ReviewAskEnv };

export type CompleteJobInput = {
  request: QuoteRequest;
  values: CompletionFields;
  photos: Record<PhotoPhase, CleanPhoto[]>;
  /** Who completed it (the member's username). */
  by: string;
  /** The site's origin, for the links in the receipt e-mail. */
  origin: string;
};

export type CompleteJobOutcome = Outcome<
  /** first: this save created the record; photosLeft: the phases whose photos could not be added (the job's list filled up). */
  { first: boolean; photosLeft: PhotoPhase[]; capture: CaptureNote | null },
  | { reason: "declined" }
  /** A field's or a photo phase's reason, each beside its field. */
  | { reason: "invalid"; errors: CompletionErrors }
  /** The bucket or the database failed: nothing was saved. */
  | { reason: "photos-not-stored" | "not-saved" }
>;

/** The field checks alone: every field's reason, for a post refused for a photo (the form says all at once). */
export function completionErrors(values: CompletionFields, request: Pick<QuoteRequest, "serviceType">): CompletionErrors {
  const check = checkCompletion(values, { withDisposal: recordsDisposal(request.serviceType) });
  return check.ok ? {} : check.errors;
}

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

export async function completeJob(deps: CompleteJobDeps, input: CompleteJobInput): Promise<CompleteJobOutcome> {
  const { db, env } = deps;
  const { request, values, photos } = input;
  const id = request.id;
  if (request.status === "declined") return { ok: false, reason: "declined" };
  const check = checkCompletion(values, { withDisposal: recordsDisposal(request.serviceType), online: paymentsConfigured(env) });
  const saved = await completionOf(db, id);
  const room = photoRoom({ before: saved?.beforePhotos.length ?? 0, after: saved?.afterPhotos.length ?? 0 }, photos);
  if (!check.ok || Object.keys(room).length)
    return { ok: false, reason: "invalid", errors: { ...(check.ok ? {} : check.errors), ...room } };

  let keys: string[];
  try {
    keys = await storePhotos(db, env.QUOTE_PHOTOS, [...photos.before, ...photos.after]);
  } catch (err) {
    log.error("storing job photos failed", id, err);
    return { ok: false, reason: "photos-not-stored" };
  }
  // A held card is captured before the record is saved, so the record says "paid online" when it is.
  const settled = await settleOnCompletion(deps, id, check.value);
  let outcome: Awaited<ReturnType<typeof saveCompletion>>;
  try {
    outcome = await saveCompletion(db, request, settled.values, input.by, deps.now);
  } catch (err) {
    log.error("saving a completion failed", id, err);
    await removePhotos(db, env.QUOTE_PHOTOS, keys).catch((e: unknown) => log.error("removing unsaved job photos failed", id, e));
    return { ok: false, reason: "not-saved" };
  }
  const byPhase = { before: keys.slice(0, photos.before.length), after: keys.slice(photos.before.length) };
  const photosLeft: PhotoPhase[] = [];
  for (const phase of photoPhases) if (!(await attachPhase(deps, id, phase, byPhase[phase]))) photosLeft.push(phase);

  if (outcome.first) {
    const completed: QuoteRequest = { ...request, status: "completed" };
    deps.background(sendReviewAsk(env, db, completed, outcome.completion, input.origin, deps.now), "review ask", id);
  }
  return { ok: true, first: outcome.first, photosLeft, capture: settled.capture };
}

/**
 * Adds one phase's stored photos to the job; false (having removed them) when they could not be: the
 * list filled up meanwhile (another phone's post), or the database failed.
 */
async function attachPhase({ db, env }: CompleteJobDeps, id: string, phase: PhotoPhase, keys: string[]) {
  try {
    if (await attachJobPhotos(db, id, phase, keys, completionLimits.photosPerPhase)) return true;
  } catch (err) {
    log.error("attaching job photos failed", id, phase, err);
  }
  await removePhotos(db, env.QUOTE_PHOTOS, keys).catch((e: unknown) => log.error("removing unattached job photos failed", id, e));
  return false;
}
