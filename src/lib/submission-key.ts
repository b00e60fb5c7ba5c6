// The idempotency key a quote submission carries (migrations/0012), shared by the browser (the
// form island; the page's early script for the plain form) and the server, which accepts a key only
// in this shape and otherwise derives one (src/use-cases/submission-key.ts).

/** The form field (plain post) and the JSON property (island) that carry it. */
export const submissionKeyField = "idempotencyKey";

/** A random UUID (or any 16 to 64 letters, digits, "-" or "_"): nothing a client sends beyond that is used. */
export const submissionKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** A new random key, one per form fill. crypto.randomUUID needs a secure context; the fallback does not. */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
