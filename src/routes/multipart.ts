import { honeypotField, photoLimits } from "../lib/quote-fields";
import type { FormPost } from "./quote/form-post";
import { boundaryOf, drain, drainBudget, MultipartRefused, readParts, type PartHeaders } from "./multipart-stream";
import { checkPhoto, type PhotoCheck } from "./quote/photo-files";
import { maxCharsOf } from "./quote/text-limits";

// The no-JavaScript form's multipart post (its text fields and photo files), read part by part:
// a text field may carry at most its schema's length (in UTF-8, 4 bytes a character at most), a
// photo the photo limit, and each photo is checked and stripped as it arrives, so the originals
// are never all held at once.

/** Text in parts that no schema field names (returnTo, locale, the honeypot, upload ids): short. */
const otherTextBytes = 1024;
/** Every text part together, as the urlencoded post's 32 KB and a little room for the boundaries. */
const allTextBytes = 64 * 1024;

/** The largest post the form can make: six photos at the limit, and the text. */
export const largestPost = photoLimits.count * photoLimits.bytes + 64 * 1024;

/**
 * Each part's limit, for one post. Photo parts are also counted as they begin: six photos, and one
 * more for the empty part a file input sends when nothing was chosen, so no post reads more than
 * seven photos' worth of bytes, however many file parts it declares.
 */
function limitsFor(contentLength: string | undefined) {
  let fileParts = 0;
  return {
    maxParts: 64,
    maxHeaderBytes: 4096,
    drainBytes: drainBudget(contentLength, largestPost),
    partBytes: (part: PartHeaders) => {
      if (part.filename !== null) {
        if (part.name !== "photos") return 0;
        if (++fileParts > photoLimits.count + 1) throw new MultipartRefused("too-many-files", part);
        return photoLimits.bytes;
      }
      const chars = maxCharsOf(part.name);
      return chars === null ? otherTextBytes : 4 * chars;
    },
  };
}

export type MultipartResult =
  | { ok: true; post: FormPost }
  /** What was read before the refusal (text fields only), so the page can come back with it. */
  | { ok: false; status: 400 | 413; reason: MultipartRefused["reason"]; fields: Record<string, string>; part?: PartHeaders };

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/** Reads a multipart form post (the request form's, or "Add photos" on a customer's page). */
export async function multipartPost(request: Request): Promise<MultipartResult> {
  const fields: Record<string, string> = {};
  const post: FormPost = { fields, honeypots: [], photoIds: [], photos: { ok: true, photos: [] }, photoCount: 0 };
  const boundary = boundaryOf(request.headers.get("content-type") ?? undefined);
  const body = request.body;
  if (!boundary || !body) {
    if (body) await drain(body, drainBudget(request.headers.get("content-length"), largestPost));
    return { ok: false, status: 400, reason: "malformed", fields };
  }
  let textBytes = 0;
  try {
    for await (const { headers, bytes } of readParts(body, boundary, limitsFor(request.headers.get("content-length") ?? undefined))) {
      if (headers.filename !== null) {
        // A file input left empty still sends one part: no name, no bytes. That is no photo.
        if (headers.name !== "photos" || (bytes.length === 0 && headers.filename === "")) continue;
        post.photoCount++;
        post.photos = addPhoto(post.photos, post.photoCount, bytes);
        continue;
      }
      textBytes += bytes.length;
      if (textBytes > allTextBytes) throw new MultipartRefused("part-too-large", headers);
      const text = utf8.decode(bytes);
      if (headers.name === honeypotField) post.honeypots.push(text);
      else if (headers.name === "photos") text && post.photoIds.push(text);
      // The first value of each text field, as the urlencoded path reads it.
      else if (!(headers.name in fields)) fields[headers.name] = text;
    }
  } catch (err) {
    if (err instanceof MultipartRefused) {
      const status = err.reason === "malformed" || err.reason === "too-many-files" ? 400 : 413;
      return { ok: false, status, reason: err.reason, fields, ...(err.part ? { part: err.part } : {}) };
    }
    if (err instanceof TypeError) return { ok: false, status: 400, reason: "malformed", fields }; // not UTF-8
    throw err;
  }
  return { ok: true, post };
}

/** The photos so far with one more: checked and stripped now, its original dropped at once. */
function addPhoto(sofar: PhotoCheck, count: number, bytes: Uint8Array): PhotoCheck {
  if (!sofar.ok) return sofar; // the first problem is the one the visitor is told
  if (count > photoLimits.count) return { ok: false, status: 400, message: "tooManyPhotos" };
  const one = checkPhoto(bytes);
  return one.ok ? { ok: true, photos: [...sofar.photos, one.photo] } : one;
}
