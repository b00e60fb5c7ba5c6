import type { Context } from "hono";

/** The final response's headers, made writable first if it came from fetch(), the cache or Response.redirect(). */
export function writableHeaders(c: Context) {
  try {
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    c.res = new Response(c.res.body, c.res);
  }
  return c.res.headers;
}
