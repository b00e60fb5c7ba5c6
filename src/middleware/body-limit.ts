import { bodyLimit } from "hono/body-limit";

// A body over its route's limit is refused as soon as that many bytes have arrived, whatever
// Content-Length claims (or omits). One factory per kind of answer: a form's screen reads text, a
// JSON client reads {"error": ...}. A route whose message says more (a note's length) passes it.

const tooLarge = "Request body too large";

/** For forms: a plain-text 413. */
export const textBodyLimit = (maxSize: number, message = tooLarge) => bodyLimit({ maxSize, onError: (c) => c.text(message, 413) });

/** For JSON APIs: {"error": ...} with the 413. */
export const jsonBodyLimit = (maxSize: number, message = tooLarge) =>
  bodyLimit({ maxSize, onError: (c) => c.json({ error: message }, 413) });
