import type { Context } from "hono";

// Kept by hand: Hono's header middleware (secure-headers, timing) writes c.res.headers in place,
// which throws for a response from fetch(), the cache or Response.redirect().
/** The final response's headers, made writable first when they are not. */
export function writableHeaders(c: Context) {
  try {
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    c.res = new Response(c.res.body, c.res);
  }
  return c.res.headers;
}
