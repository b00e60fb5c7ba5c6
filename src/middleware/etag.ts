import { etag } from "hono/etag";

// The one ETag matcher, for pages and share images: hono/etag. It keeps an ETag the route set (a
// share image's build id + key) or makes one from the SHA-1 of the body, and answers a matching
// If-None-Match (weak comparison, or "*") with 304.
export const revalidate = etag();
