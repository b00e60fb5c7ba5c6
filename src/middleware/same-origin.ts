import type { Context } from "hono";
import { csrf } from "hono/csrf";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";

// One rule for every state-changing request (the quote form and API, the owner's sign-in,
// sign-out and status changes): the browser says Sec-Fetch-Site: same-origin, or sends this
// site's own Origin; otherwise 403. hono/csrf's defaults are exactly that rule.
const formRule = csrf();

const isJson = (contentType: string | undefined) => /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(contentType?.trim() ?? "");
const sameOrigin = (c: Context) => c.req.header("sec-fetch-site") === "same-origin" || c.req.header("origin") === new URL(c.req.url).origin;

// hono/csrf judges only bodies another site's page can send without a CORS preflight (forms,
// text); JSON meets the same rule here, so no client can post it with a foreign Origin either.
export const sameOriginOnly = createMiddleware(async (c, next) => {
  if (!isJson(c.req.header("content-type"))) return formRule(c, next);
  return sameOriginStrict(c, next);
});

/** The same rule whatever the body (a photo upload sends image bytes): same-origin, or 403. */
export const sameOriginStrict = createMiddleware(async (c, next) => {
  if (!sameOrigin(c)) throw new HTTPException(403, { res: new Response("Forbidden", { status: 403 }) });
  await next();
});
