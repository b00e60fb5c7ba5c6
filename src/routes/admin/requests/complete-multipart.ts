import type { HonoRequest } from "hono";
import { completionLimits, photoPhases, type PhotoPhase } from "../../../lib/completion";
import { photoLimits } from "../../../lib/quote-fields";
import { cleanPhoto, type CleanPhoto, type PhotoProblem } from "../../../photos/clean";
import { boundaryOf, drain, drainBudget, MultipartRefused, readParts, type PartHeaders } from "../../multipart-stream";

// "Complete the job"'s multipart post, read as the quote form's is (src/routes/multipart.ts):
// part by part, each held to its limit as it streams, and each photo checked from its bytes and
// stripped of its metadata (src/photos/clean.ts) as it arrives, its original dropped at once.
// Photos come in two file inputs, "before" and "after", up to completionLimits.photosPerPhase each.

/** Every photo of one post together: as many bytes as the quote form's six, so a post holds no more than one of those. */
export const photoBytesPerPost = photoLimits.count * photoLimits.bytes;
/** The largest post: the photos at their limit, the text, and the parts' headers. */
export const largestCompletionPost = photoBytesPerPost + 128 * 1024;

const photoMb = photoLimits.bytes / (1024 * 1024);
const postMb = photoBytesPerPost / (1024 * 1024);
export const tooLargeMessages = {
  photo: `Each photo can be at most ${photoMb} MB.`,
  post: `The photos together are over ${postMb} MB. Send fewer at a time: save with some, then add the rest.`,
};

/** Text parts: the longest field (what was done) in 4-byte characters, with its line breaks sent as CRLF. */
const textPartBytes = (name: string) => (name === "workDone" ? completionLimits.workDoneChars * 8 : 1024);
const allTextBytes = 64 * 1024;

const isPhase = (name: string): name is PhotoPhase => (photoPhases as readonly string[]).includes(name);

/** A photo the post was refused for: its field, the status (413 too big, 415 not a photo, 400 otherwise) and what to tell. */
export type PhotoRefusal = { field: PhotoPhase; status: 400 | 413 | 415; message: string };

export type CompletionPost = { fields: Record<string, string>; photos: Record<PhotoPhase, CleanPhoto[]> };
export type CompletionRead =
  | { ok: true; post: CompletionPost }
  /**
   * What was read before the refusal (the text fields so far), so the form can come back with it;
   * `whole` when every part was read (a photo refused for what it is, not for its size or count).
   */
  | { ok: false; whole: boolean; fields: Record<string, string>; photo?: PhotoRefusal; status: 400 | 413 | 415; message?: string };

/** A file's name as a message quotes it: short, and one line. */
const shownName = (filename: string | null) => {
  const name = (filename ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return name ? `“${[...name].slice(0, 60).join("")}”` : "A file";
};

const problemText: Record<PhotoProblem, (name: string) => string> = {
  type: (name) => `${name} is not a photo: choose a JPEG, PNG or WebP picture.`,
  damaged: (name) => `${name} could not be read (it may be damaged). Try another one.`,
  dimensions: (name) => `${name} has too many pixels (over 12,000 on a side or 50 megapixels). Send a smaller copy.`,
};

export async function completionPost(req: HonoRequest): Promise<CompletionRead> {
  const fields: Record<string, string> = {};
  const photos: Record<PhotoPhase, CleanPhoto[]> = { before: [], after: [] };
  const boundary = boundaryOf(req.header("content-type"));
  const body = req.raw.body;
  if (!boundary || !body) {
    if (body) await drain(body, drainBudget(req.header("content-length"), largestCompletionPost));
    return { ok: false, whole: false, fields, status: 400, message: "The form could not be read. Please send it again." };
  }
  const fileParts: Record<PhotoPhase, number> = { before: 0, after: 0 };
  let photoBytes = 0;
  let textBytes = 0;
  /** Whether the part being read is held to what is left of the post's photo bytes rather than one photo's limit. */
  let cutByPost = false;
  const limits = {
    maxParts: 128,
    maxHeaderBytes: 4096,
    drainBytes: drainBudget(req.header("content-length"), largestCompletionPost),
    partBytes: (part: PartHeaders) => {
      if (part.filename === null) return textPartBytes(part.name);
      if (!isPhase(part.name)) return 0;
      // One more than the limit: a file input left empty still sends one part.
      if (++fileParts[part.name] > completionLimits.photosPerPhase + 1) throw new MultipartRefused("too-many-files", part);
      const left = photoBytesPerPost - photoBytes;
      cutByPost = left < photoLimits.bytes;
      return Math.max(0, Math.min(photoLimits.bytes, left));
    },
  };
  let refusal: PhotoRefusal | undefined;
  try {
    for await (const { headers, bytes } of readParts(body, boundary, limits)) {
      if (headers.filename !== null) {
        // An empty file input sends a part with no name and no bytes: that is no photo.
        if (!isPhase(headers.name) || (bytes.length === 0 && headers.filename === "")) continue;
        photoBytes += bytes.length;
        if (refusal) continue; // the first problem is the one the crew is told
        if (photos[headers.name].length >= completionLimits.photosPerPhase) {
          refusal = { field: headers.name, status: 400, message: tooMany(headers.name) };
          continue;
        }
        const cleaned = cleanPhoto(bytes);
        if (cleaned.ok) photos[headers.name].push(cleaned.photo);
        else
          refusal = {
            field: headers.name,
            status: cleaned.problem === "type" ? 415 : 400,
            message: problemText[cleaned.problem](shownName(headers.filename)),
          };
        continue;
      }
      textBytes += bytes.length;
      if (textBytes > allTextBytes) throw new MultipartRefused("part-too-large", headers);
      const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
      // The first value of each field, as a form post is read elsewhere.
      if (!(headers.name in fields)) fields[headers.name] = text;
    }
  } catch (err) {
    if (err instanceof MultipartRefused) return refused(err, fields, cutByPost);
    if (err instanceof TypeError)
      return { ok: false, whole: false, fields, status: 400, message: "The form could not be read. Please send it again." };
    throw err;
  }
  if (refusal) return { ok: false, whole: true, fields, photo: refusal, status: refusal.status };
  return { ok: true, post: { fields, photos } };
}

const tooMany = (phase: PhotoPhase) => `At most ${completionLimits.photosPerPhase} ${phase} photos at a time.`;

function refused(err: MultipartRefused, fields: Record<string, string>, cutByPost: boolean): CompletionRead {
  const phase = err.part && err.part.filename !== null && isPhase(err.part.name) ? err.part.name : null;
  if (err.reason === "too-many-files" && phase)
    return { ok: false, whole: false, fields, status: 400, photo: { field: phase, status: 400, message: tooMany(phase) } };
  if (err.reason === "part-too-large" && phase) {
    const message = cutByPost ? tooLargeMessages.post : tooLargeMessages.photo;
    return { ok: false, whole: false, fields, status: 413, photo: { field: phase, status: 413, message } };
  }
  if (err.reason === "malformed")
    return { ok: false, whole: false, fields, status: 400, message: "The form could not be read. Please send it again." };
  return {
    ok: false,
    whole: false,
    fields,
    status: 413,
    message: "The form sent more than it can hold. Please check it and send it again.",
  };
}
