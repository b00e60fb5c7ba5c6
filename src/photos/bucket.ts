import { abandonedKeys, forgetPhotos, newPhotoId, photoKey, recordPhotos } from "../db/quote-photos";
import type { Db } from "../db";
import type { NewPhoto } from "../db/quote-requests";
import type { CleanPhoto } from "./clean";
import { abandonedPhotoAge } from "../config/time";
import { recordFailure } from "../db/failures";

// Puts and deletes in the private photo bucket, always together with the D1 ledger: a row first,
// then the object; the object first, then the row. Whatever fails in between leaves a row without
// a request, which the hourly sweep removes (object and row). A put or delete the bucket refuses is
// recorded (src/db/failures.ts) for the digest and the inbox's notice.

/** A cleaned photo under its new random key, with the facts its ledger row keeps. */
export type PreparedPhoto = NewPhoto & { body: Uint8Array };

export const preparePhotos = (photos: readonly CleanPhoto[]): PreparedPhoto[] =>
  photos.map((p) => ({
    key: photoKey(newPhotoId()),
    contentType: p.type,
    bytes: p.bytes.byteLength,
    width: p.width,
    height: p.height,
    body: p.bytes,
  }));

/** Puts prepared photos in the bucket; throws if any put fails (the caller undoes). */
export async function putPhotos(bucket: R2Bucket, photos: readonly PreparedPhoto[]) {
  await Promise.all(photos.map((p) => bucket.put(p.key, p.body, { httpMetadata: { contentType: p.contentType } })));
}

/** Records and stores cleaned photos under new random keys; throws (having tried to undo) if any put fails. */
export async function storePhotos(db: Db, bucket: R2Bucket, photos: readonly CleanPhoto[], now = new Date()) {
  if (!photos.length) return [];
  const stored = preparePhotos(photos);
  await recordPhotos(db, stored, now);
  try {
    await putPhotos(bucket, stored);
  } catch (err) {
    await recordFailure(db, { kind: "photo-write", error: err });
    await removePhotos(
      db,
      bucket,
      stored.map((p) => p.key),
    ).catch(() => undefined);
    throw err;
  }
  return stored.map((p) => p.key);
}

/** Deletes objects and then their rows (R2 takes up to 1,000 keys per delete); `requestId`: the request they were of, if one. */
export async function removePhotos(db: Db, bucket: R2Bucket, keys: readonly string[], requestId?: string) {
  if (!keys.length) return;
  try {
    for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
  } catch (err) {
    await recordFailure(db, { kind: "photo-delete", requestId, error: `${keys.length} photo(s): ${String(err)}` });
    throw err;
  }
  await forgetPhotos(db, keys);
}

/** The hourly job: removes every upload no request claimed within abandonedPhotoAge. Returns how many. */
export async function sweepAbandonedPhotos(db: Db, bucket: R2Bucket, now = new Date()) {
  const before = new Date(now.getTime() - abandonedPhotoAge);
  let removed = 0;
  for (;;) {
    const keys = await abandonedKeys(db, before);
    if (!keys.length) return removed;
    await removePhotos(db, bucket, keys);
    removed += keys.length;
  }
}
