import { day, minute } from "../config/time";
import type { QuoteInput } from "../lib/quote-schema";
import { submissionKeyPattern } from "../lib/submission-key";

// The idempotency key of a submission (migrations/0012, 0018). The form makes one per fill and sends
// it (the island in its JSON, the page's early script in a hidden field of the plain form): a retry,
// a double tap or a resubmit of that fill carries it again. A post without one (no JavaScript at
// all, or an API client) gets one derived from what it says, who sent it and when: the same
// content from the same client within the window is the same submission, so the browser's
// back-and-resubmit makes no second lead. The key is never written into a page: pages are cached
// at the edge, and a key in their HTML would be every visitor's. D1 keeps only its hash.
//
// A key is a claim, not a proof: whoever sends it again is answered as its first sender only when
// they send the same content too (its fingerprint), within repeatWindow of the first.

/** A resubmit of the same content from the same client this close together is the same submission. */
export const derivedKeyWindow = 10 * minute;

/** How long after the first a repeat of its key and content is answered with a new link to its page. */
export const repeatWindow = day;

const normalized = (text: string | undefined) => (text ?? "").normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** What the visitor says, each text normalized (case, spaces, Unicode form): what a retry repeats. */
const contentOf = (input: QuoteInput) =>
  [
    input.firstName,
    input.lastName,
    input.phone,
    input.email,
    input.serviceType,
    input.cityZip,
    input.description,
    input.preferredDate,
    input.preferredWindow,
    ...(input.photos ?? []),
  ].map(normalized);

/** JSON with every object's keys in order, so the same picks always give the same text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/** "k:" and the form's own key when it sent a valid one; else "d:" and a hash of the post, its client (its rate-limit key) and the window. */
export async function submissionKey(
  client: string,
  claimed: unknown,
  input: QuoteInput,
  photoCount: number,
  now = Date.now(),
): Promise<string> {
  if (typeof claimed === "string" && submissionKeyPattern.test(claimed)) return `k:${claimed}`;
  const window = Math.floor(now / derivedKeyWindow);
  return `d:${await sha256Hex(JSON.stringify([...contentOf(input), photoCount, client, window]))}`;
}

/** What D1 keeps of a key (quote_requests.idempotency_key_hash): a key read from a backup or the API could be sent again. */
export const keyHash = (key: string) => sha256Hex(key);

/**
 * The fingerprint of a submission's content (quote_requests.content_fingerprint): its texts
 * normalized as for a derived key, its photos (the uploads' ids, or how many files a plain post
 * carried) and its estimate's picks. Not the client, the page or the price book's version: a retry
 * from another network, or after the book changed, is the same submission.
 */
export const contentFingerprint = (input: QuoteInput, photoCount: number) =>
  sha256Hex(JSON.stringify([...contentOf(input), photoCount, canonical(input.estimate ?? null)]));
