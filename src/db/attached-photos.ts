import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from ".";
import { photoIdOf } from "./quote-photos";
import { quotePhotos, type QuotePhoto } from "./schema";

// What the owner's screens may show of the private photo bucket: only photos that belong to a
// stored request. An upload no request claimed (yet, or ever) is a stranger's file: never served.

/** The row of a photo attached to a request; null for an unknown key or an unattached upload. */
export async function attachedPhoto(db: Db, key: string) {
  const row = await db.query.quotePhotos.findFirst({ where: and(eq(quotePhotos.key, key), isNotNull(quotePhotos.quoteRequestId)) });
  return row ?? null;
}

/** Where a signed-in member opens a photo (src/routes/admin/photos.ts): by its id, never its bucket key. */
export const photoUrlOf = (key: string) => `/admin/photos/${photoIdOf(key)}`;

/** A photo as the owner's API and screens describe it: its URL behind the sign-in, never its bucket key. */
export const photoView = (p: QuotePhoto) => {
  const id = photoIdOf(p.key);
  return { id, url: photoUrlOf(p.key), width: p.width, height: p.height, bytes: p.bytes, contentType: p.contentType };
};
export type PhotoView = ReturnType<typeof photoView>;

/** Every photo key of a request: those its photo_urls lists and any row still pointing at it. */
export async function photoKeysOfRequest(db: Db, request: { id: string; photoUrls: string[] }) {
  const rows = await db.select({ key: quotePhotos.key }).from(quotePhotos).where(eq(quotePhotos.quoteRequestId, request.id));
  return [...new Set([...request.photoUrls, ...rows.map((r) => r.key)])];
}
