import { Hono, type Context } from "hono";
import type { BlankSchema } from "hono/types";
import type { AdminEnv } from "../../auth/admin-env";
import { getDb } from "../../db";
import { backgroundOf } from "../../trace/background";
import type { Core } from "../../use-cases/deps";

/** What a use case takes, from an /admin route's context: the Worker's bindings and this request's "now" and background work. */
export const useCaseDeps = (c: Context<AdminEnv>): Core & { env: Env } => ({
  db: getDb(c.env),
  now: new Date(),
  background: backgroundOf(c),
  env: c.env,
});

/**
 * A router for one action on a request, mounted under /admin/requests/:id (./requests/index.ts): its
 * routes declare the action's own path ("/complete"); the type names the mount's ":id" so that
 * c.req.param("id") is a string in its handlers.
 */
export const requestRouter = () => new Hono<AdminEnv, BlankSchema, "/requests/:id">();
