import { detachJobPhoto } from "../db/job-completions";
import { photoKey } from "../db/quote-photos";
import { removePhotos } from "../photos/bucket";
import { log } from "../trace/log";
import type { Deps } from "./deps";

// A job photo's Delete button on the completion record: the photo comes off the job for good.

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** False when no such photo is on this request's job (another request's photo is not found here). */
export async function removeJobPhoto({ db, env }: Deps<"QUOTE_PHOTOS">, { requestId, photoId }: { requestId: string; photoId: string }) {
  if (!uuid.test(photoId)) return false;
  const key = photoKey(photoId);
  if (!(await detachJobPhoto(db, requestId, key))) return false;
  // Off the job either way; a bucket that refuses the delete is recorded (src/db/failures.ts) for the digest.
  await removePhotos(db, env.QUOTE_PHOTOS, [key], requestId).catch((err: unknown) =>
    log.error("deleting a job photo failed", requestId, err),
  );
  return true;
}
