import type { FieldMessages } from "../../lib/quote-schema";
import { cleanPhoto, type CleanPhoto, type PhotoProblem } from "../../photos/clean";

// The files of a no-JavaScript post: each checked from its bytes and stripped of its metadata as
// it arrives (src/routes/multipart.ts), all before anything is stored.

/**
 * The field message for each problem, here and for the upload endpoint. Too many pixels has its
 * own: the island sends every photo scaled down, so only a no-JavaScript post of an outsized
 * original (a long panorama) meets it, and "damaged" would be wrong advice for that visitor.
 */
export const photoProblemMessage: Record<PhotoProblem, "photoType" | "photoDamaged" | "photoDimensions"> = {
  type: "photoType",
  damaged: "photoDamaged",
  dimensions: "photoDimensions",
};

export type PhotoCheck = { ok: true; photos: CleanPhoto[] } | { ok: false; status: 400 | 413; message: keyof FieldMessages };

export function checkPhoto(bytes: Uint8Array): { ok: true; photo: CleanPhoto } | Extract<PhotoCheck, { ok: false }> {
  const result = cleanPhoto(bytes);
  if (result.ok) return result;
  return { ok: false, status: 400, message: photoProblemMessage[result.problem] };
}
