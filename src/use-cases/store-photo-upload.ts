import { photoIdOf } from "../db/quote-photos";
import { cleanPhoto, type PhotoProblem } from "../photos/clean";
import { storePhotos } from "../photos/bucket";
import { log } from "../trace/log";
import type { Deps, Outcome } from "./deps";
import { isRateLimited } from "./rate-limit";

type Stored = Outcome<
  { id: string; width: number; height: number; bytes: number },
  { reason: "rate-limited" } | { reason: "photo"; problem: PhotoProblem } | { reason: "unavailable" }
>;

/**
 * One photo a visitor adds to the form, uploaded at once (already resized in the browser): checked
 * from its bytes, stripped of its metadata and stored, waiting for the request that claims its id
 * (an upload no request claims is removed within hours). The body is read only once the client is
 * within its limit.
 */
export async function storePhotoUpload(
  { db, env }: Deps<"QUOTE_PHOTOS" | "PHOTO_RATE_LIMITER">,
  { client, body }: { client: string; body: Pick<Body, "arrayBuffer"> },
): Promise<Stored> {
  if (await isRateLimited(env.PHOTO_RATE_LIMITER, client)) return { ok: false, reason: "rate-limited" };
  const result = cleanPhoto(new Uint8Array(await body.arrayBuffer()));
  if (!result.ok) return { ok: false, reason: "photo", problem: result.problem };
  try {
    const [key] = await storePhotos(db, env.QUOTE_PHOTOS, [result.photo]);
    const { width, height, bytes } = result.photo;
    return { ok: true, id: photoIdOf(key!), width, height, bytes: bytes.byteLength };
  } catch (err) {
    log.error("storing an uploaded photo failed", err);
    return { ok: false, reason: "unavailable" };
  }
}
