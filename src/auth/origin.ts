import { createMiddleware } from "hono/factory";

// Cross-site request defence for every state-changing request: the browser's Origin must be this
// site's; without an Origin, Sec-Fetch-Site must say same-origin. SameSite=Strict already keeps
// the session cookie off cross-site requests; this also stops login CSRF.
export function isSameOrigin(req: Request) {
  const origin = req.headers.get("origin");
  if (origin) return origin === new URL(req.url).origin;
  return req.headers.get("sec-fetch-site") === "same-origin";
}

export const requireSameOrigin = createMiddleware(async (c, next) => {
  if (!isSameOrigin(c.req.raw)) return c.text("Forbidden: this request did not come from this site.", 403);
  await next();
});
