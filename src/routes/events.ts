import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { eventKinds, knownPages, visitKeyPattern } from "../db/page-events";
import { recordCallTap } from "../use-cases/record-call-tap";
import { retryAfterSeconds } from "../use-cases/rate-limit";
import { clientOf, depsOf } from "./deps";
import { jsonBodyLimit } from "../middleware/body-limit";
import { publicApi } from "./guard-sets";
import { jsonBody, jsonOnly, oneMessage } from "./validate";

// POST /api/events (mounted at /api): a beacon from the site's own pages (for now a tap on a call link), counted per
// Houston day, page and kind, at most once per visit (its random key: db/page-events.ts). The
// answer is the same whether the tap counted or repeated one. navigator.sendBeacon never reads it;
// another client gets a short JSON reason with each refusal.
export const eventRoutes = new Hono<AppEnv>();

const notJson = "Send the event as application/json";
const eventBody = z.strictObject({
  page: z.string().refine((p) => knownPages.has(p)),
  kind: z.enum(eventKinds),
  visit: z.string().regex(visitKeyPattern),
});

eventRoutes.post(
  "/events",
  // Another site cannot inflate the counters from its visitors' browsers.
  publicApi,
  // The type before the size: a cross-site form's text/plain is a 415 however long it is.
  jsonOnly(notJson),
  // {"page": ..., "kind": ..., "visit": ...} is under 150 bytes: a kilobyte leaves room and nothing more.
  jsonBodyLimit(1024, "An event is at most 1 KB"),
  jsonBody(
    eventBody,
    oneMessage(`Send {"page": one of the site's page paths, "kind": one of ${eventKinds.join(", ")}, "visit": the visit's random key}`),
    notJson,
  ),
  async (c) => {
    const outcome = await recordCallTap(depsOf(c), { client: clientOf(c), event: c.req.valid("json") });
    if (outcome === "rate-limited") {
      c.header("Retry-After", String(retryAfterSeconds));
      return c.json({ error: "Too many events from this client; try again in a minute" }, 429);
    }
    if (outcome === "unavailable") return c.json({ error: "The event could not be counted just now" }, 503);
    return c.body(null, 204);
  },
);
