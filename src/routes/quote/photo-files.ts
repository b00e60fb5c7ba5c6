import type { FieldMessages } from "../../lib/quote-schema";
import { cleanPhoto, type CleanPhoto } from "../../photos/clean";

// The files of a no-JavaScript post: each checked from its bytes and stripped of its metadata as
// it arrives (src/routes/quote/multipart.ts), all before anything is stored.

export type PhotoCheck = { ok: true; photos: CleanPhoto[] } | { ok: false; status: 400 | 413; message: keyof FieldMessages };

export function checkPhoto(bytes: Uint8Array): { ok: true; photo: CleanPhoto } | Extract<PhotoCheck, { ok: false }> {
  const result = cleanPhoto(bytes);
  if (result.ok) return result;
  return { ok: false, status: 400, message: result.problem === "type" ? "photoType" : "photoDamaged" };
}
