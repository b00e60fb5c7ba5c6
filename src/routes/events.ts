import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { AppEnv } from "../env";
import { getDb } from "../db";
import { countEvent, eventKinds, knownPages, visitKeyPattern } from "../db/page-events";
import { sameOriginOnly } from "../middleware/same-origin";
import { isRateLimited, retryAfterSeconds } from "./quote/guards";
import { isJsonContentType } from "../middleware/json-content-type";

// POST /api/events: a beacon from the site's own pages (for now a tap on a call link), counted per
// Houston day, page and kind, at most once per visit (its random key: db/page-events.ts). The
// answer is the same whether the tap counted or repeated one. navigator.sendBeacon never reads it;
// another client gets a short JSON reason with each refusal.
export const eventRoutes = new Hono<AppEnv>();

const eventBody = z.strictObject({
  page: z.string().refine((p) => knownPages.has(p)),
  kind: z.enum(eventKinds),
  visit: z.string().regex(visitKeyPattern),
});

eventRoutes.post(
  "/api/events",
  // Another site cannot inflate the counters from its visitors' browsers.
  sameOriginOnly,
  async (c, next) => (isJsonContentType(c.req.header("content-type")) ? next() : c.json({ error: "Send the event as application/json" }, 415)),
  // {"page": ..., "kind": ..., "visit": ...} is under 150 bytes: a kilobyte leaves room and nothing more.
  bodyLimit({ maxSize: 1024, onError: (c) => c.json({ error: "An event is at most 1 KB" }, 413) }),
  async (c) => {
    const body = eventBody.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ error: `Send {"page": one of the site's page paths, "kind": one of ${eventKinds.join(", ")}, "visit": the visit's random key}` }, 400);
    if (await isRateLimited(c, c.env.EVENTS_RATE_LIMITER)) {
      c.header("Retry-After", String(retryAfterSeconds));
      return c.json({ error: "Too many events from this client; try again in a minute" }, 429);
    }
    try {
      await countEvent(getDb(c.env), body.data);
    } catch (err) {
      console.error("counting an event failed", err);
      return c.json({ error: "The event could not be counted just now" }, 503);
    }
    return c.body(null, 204);
  },
);
