import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";

// One rule for every state-changing request (the quote form and API, photo uploads, beacons, the
// owner's sign-in, sign-out, forms and JSON API), whatever its Content-Type: the browser says
// Sec-Fetch-Site: same-origin, or sends this site's own Origin; otherwise 403. hono/csrf judged
// only the types a form can send, so a body labelled "application/jsonx" passed it unjudged.

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

const sameOrigin = (c: Context) => c.req.header("sec-fetch-site") === "same-origin" || c.req.header("origin") === new URL(c.req.url).origin;

export const sameOriginOnly = createMiddleware(async (c, next) => {
  if (!safeMethods.has(c.req.method) && !sameOrigin(c)) throw new HTTPException(403, { res: new Response("Forbidden", { status: 403 }) });
  await next();
});
