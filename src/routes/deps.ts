import type { Context } from "hono";
import { rateLimitKey } from "../auth/rate-limit-key";
import { getDb } from "../db";
import { backgroundOf } from "../trace/background";

// A route hands a use case (src/use-cases/) what it may reach: the request's database, its "now",
// its background work and the Worker's bindings. One place, so no route builds them its own way.

export function depsOf<E extends { Bindings: Env }>(c: Context<E>) {
  const env: Env = c.env;
  return { db: getDb(env), now: new Date(), background: backgroundOf(c), env };
}

/** The client a rate limit counts (its IPv4 address or IPv6 /64). */
export const clientOf = (c: Context) => rateLimitKey(c.req.raw);
