import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { pagePaths } from "../routes/pages";

// /junk%2Dremoval is /junk-removal to the router but a different URL to the edge cache and to
// crawlers: each spelling made its own cache entry and a duplicate page. Send it to the one spelling.
export const canonicalPagePath = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (url.pathname.includes("%")) {
    const decoded = decodeOrNull(url.pathname);
    if (decoded && decoded !== url.pathname && pagePaths.includes(decoded)) return c.redirect(`${decoded}${url.search}`, 301);
  }
  await next();
});

function decodeOrNull(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
