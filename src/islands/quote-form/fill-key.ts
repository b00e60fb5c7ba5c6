import { newSubmissionKey } from "../../lib/submission-key";

// The island's idempotency key for a fill (src/lib/submission-key.ts). A retry of what was sent (a
// lost answer, a failure, a page restored from the back/forward cache) carries the key it was sent
// with, so the server answers it as the first; once the content changed after a send, it is another
// submission with a key of its own: the server refuses a key sent again with other content (409).

/** The key a fill was last sent with, and that content (the post's body without its key). */
export type SentKey = { key: string; content: string };

/** The key to send this content with: the previous one when the content is what it was sent with, else a new one. */
export function keyFor(previous: SentKey | null, content: string, makeKey: () => string = newSubmissionKey): SentKey {
  return previous?.content === content ? previous : { key: makeKey(), content };
}
