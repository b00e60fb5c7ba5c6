import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { pagePaths } from "../content/site-map";
import { decodedPath } from "./request-guard";

// /junk%2Dremoval is /junk-removal to the router but a different URL to the edge cache and to
// crawlers: each spelling made its own cache entry and a duplicate page. Send it to the one spelling.
export const canonicalPagePath = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (url.pathname.includes("%")) {
    const decoded = decodedPath(url.pathname);
    if (decoded && decoded !== url.pathname && pagePaths.includes(decoded)) return c.redirect(`${decoded}${url.search}`, 301);
  }
  await next();
});
