import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

// Edge caching of rendered pages: built by the hardening issue.
export const edgeCache = createMiddleware<AppEnv>(async (_c, next) => {
  await next();
});
