// Interim stand-in (branch photos-booking only): replaced by the real checker from branch
// photo-bytes before this branch is merged. Same interface.
export type PhotoType = "image/jpeg" | "image/png" | "image/webp";
export type CleanPhoto = { type: PhotoType; bytes: Uint8Array; width: number; height: number };
export type PhotoProblem = "type" | "damaged";
export type CleanResult = { ok: true; photo: CleanPhoto } | { ok: false; problem: PhotoProblem };
export const photoExtension: Record<PhotoType, "jpg" | "png" | "webp"> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };
export function cleanPhoto(input: Uint8Array): CleanResult {
  if (input[0] === 0xff && input[1] === 0xd8) return { ok: true, photo: { type: "image/jpeg", bytes: input, width: 1, height: 1 } };
  return { ok: false, problem: "type" };
}
