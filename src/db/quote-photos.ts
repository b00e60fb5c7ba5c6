import { and, asc, inArray, isNull, lt } from "drizzle-orm";
import type { Db } from ".";
import { quotePhotos, type QuotePhoto } from "./schema";

// The ledger of the private photo bucket: one row per object, written before the object is put,
// so no object ever exists without a row the hourly sweep can find (see migrations/0006).

/** Objects live under "photos/<random uuid>": never the visitor's file name. */
const keyPrefix = "photos/";
export const newPhotoId = () => crypto.randomUUID();
export const photoKey = (id: string) => `${keyPrefix}${id}`;
export const photoIdOf = (key: string) => key.slice(keyPrefix.length);

export type PhotoFacts = Pick<QuotePhoto, "contentType" | "bytes" | "width" | "height">;

/** D1 binds at most 100 values per statement. */
const chunks = <T>(items: readonly T[], size = 90) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** Rows for photos about to be put, with no request yet (uploaded now). */
export const recordPhotos = (db: Db, photos: readonly (PhotoFacts & { key: string })[], now = new Date()) =>
  db.insert(quotePhotos).values(photos.map((p) => ({ ...p, quoteRequestId: null, uploadedAt: now })));

/** Of these keys, the ones uploaded and not yet part of any request: a request may claim only those. */
export async function unclaimedKeys(db: Db, keys: readonly string[]) {
  if (!keys.length) return [];
  const rows = await db
    .select({ key: quotePhotos.key })
    .from(quotePhotos)
    .where(and(inArray(quotePhotos.key, [...keys]), isNull(quotePhotos.quoteRequestId)));
  return rows.map((r) => r.key);
}

/** The rows of a request's photos, in the order its photo_urls lists them. */
export async function photosOfRequest(db: Db, keys: readonly string[]) {
  if (!keys.length) return [];
  const rows = await db
    .select()
    .from(quotePhotos)
    .where(inArray(quotePhotos.key, [...keys]));
  return keys.map((k) => rows.find((r) => r.key === k)).filter((r): r is QuotePhoto => Boolean(r));
}

/** Uploads no request claimed, older than the cutoff, oldest first. */
export async function abandonedKeys(db: Db, uploadedBefore: Date, limit = 500) {
  const rows = await db
    .select({ key: quotePhotos.key })
    .from(quotePhotos)
    .where(and(isNull(quotePhotos.quoteRequestId), lt(quotePhotos.uploadedAt, uploadedBefore)))
    .orderBy(asc(quotePhotos.uploadedAt))
    .limit(limit);
  return rows.map((r) => r.key);
}

/** Removes the rows of objects that are gone (after they were deleted from the bucket). */
export async function forgetPhotos(db: Db, keys: readonly string[]) {
  for (const part of chunks(keys)) await db.delete(quotePhotos).where(inArray(quotePhotos.key, [...part]));
}
