import type { FieldMessages } from "../../lib/quote-schema";
import { photoLimits } from "../../lib/quote-fields";
import { cleanPhoto, type CleanPhoto, type PhotoProblem } from "../../photos/clean";

// The files of a no-JavaScript post (and the body of one upload): counted, sized, then checked
// from their bytes and stripped of their metadata, all before anything is stored.

/**
 * The field message for each problem, here and for the upload endpoint. Too many pixels gets the
 * damaged photo's message, whose advice (try another one) fits it: the island sends every photo
 * scaled down, so only a no-JavaScript post of an outsized original (a long panorama) meets it.
 */
export const photoProblemMessage: Record<PhotoProblem, "photoType" | "photoDamaged"> = { type: "photoType", damaged: "photoDamaged", dimensions: "photoDamaged" };

export type PhotoCheck = { ok: true; photos: CleanPhoto[] } | { ok: false; status: 400 | 413; message: keyof FieldMessages };

/** A file input left empty still sends one part: no name, no bytes. That is no photo. */
export const chosenFiles = (values: readonly (string | File)[]) => values.filter((v): v is File => typeof v !== "string" && (v.size > 0 || v.name !== ""));

export async function checkPhotoFiles(files: readonly File[]): Promise<PhotoCheck> {
  if (files.length > photoLimits.count) return { ok: false, status: 400, message: "tooManyPhotos" };
  if (files.some((f) => f.size > photoLimits.bytes)) return { ok: false, status: 413, message: "photoTooLarge" };
  const photos: CleanPhoto[] = [];
  for (const file of files) {
    const result = cleanPhoto(new Uint8Array(await file.arrayBuffer()));
    if (!result.ok) return { ok: false, status: 400, message: photoProblemMessage[result.problem] };
    photos.push(result.photo);
  }
  return { ok: true, photos };
}
