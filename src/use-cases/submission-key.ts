import { minute } from "../config/time";
import type { QuoteInput } from "../lib/quote-schema";
import { submissionKeyPattern } from "../lib/submission-key";

// The idempotency key of a submission (migrations/0012). The form makes one per fill and sends it
// (the island in its JSON, the page's early script in a hidden field of the plain form): a retry,
// a double tap or a resubmit of that fill carries it again. A post without one (no JavaScript at
// all, or an API client) gets one derived from what it says, who sent it and when: the same
// content from the same client within the window is the same submission, so the browser's
// back-and-resubmit makes no second lead. The key is never written into a page: pages are cached
// at the edge, and a key in their HTML would be every visitor's.

/** A resubmit of the same content from the same client this close together is the same submission. */
export const derivedKeyWindow = 10 * minute;

const normalized = (text: string | undefined) => (text ?? "").normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
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
  const content = [
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
  const window = Math.floor(now / derivedKeyWindow);
  return `d:${await sha256Hex(JSON.stringify([...content, photoCount, client, window]))}`;
}
