import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

// Security headers for every response: built by the hardening issue.
export const securityHeaders = createMiddleware<AppEnv>(async (_c, next) => {
  await next();
});
