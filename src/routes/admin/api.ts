import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { getDb } from "../../db";
import { isJsonContentType } from "../../middleware/json-content-type";
import { sameOriginOnly } from "../../middleware/same-origin";
import { apiItem } from "./api-view";
import { privateResponse, requireOwnerApi, type AdminEnv } from "./guards";
import { changeStatus, inboxFilterSchema, listQuoteRequests, quoteStatuses } from "../../db/quote-requests";

// The owner-only JSON API. POST /api/quote-requests (the public form) lives in quote-requests.ts.
export const adminApi = new Hono<AdminEnv>();

const statusBody = z.object({ status: z.string() });

adminApi.get("/api/quote-requests", privateResponse, requireOwnerApi, async (c) => {
  const parsed = inboxFilterSchema.safeParse(c.req.query());
  if (!parsed.success) {
    return c.json({ error: "Invalid filter", issues: parsed.error.issues.map((i) => ({ field: i.path.join("."), message: i.message })) }, 400);
  }
  const list = await listQuoteRequests(getDb(c.env), parsed.data);
  return c.json({ ...list, items: list.items.map(apiItem) });
});

adminApi.patch(
  "/api/quote-requests/:id",
  privateResponse,
  sameOriginOnly,
  requireOwnerApi,
  bodyLimit({ maxSize: 2048, onError: (c) => c.json({ error: "Request body too large" }, 413) }),
  async (c) => {
    if (!isJsonContentType(c.req.header("content-type"))) {
      return c.json({ error: "Send JSON: Content-Type must be application/json" }, 415);
    }
    const body = statusBody.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ error: "Body must be JSON like {\"status\": \"contacted\"}" }, 400);
    const status = quoteStatuses.find((s) => s === body.data.status);
    if (!status) return c.json({ error: `Unknown status. Use one of: ${quoteStatuses.join(", ")}` }, 400);
    const updated = await changeStatus(getDb(c.env), c.req.param("id"), status, c.get("owner").username);
    if (!updated) return c.json({ error: "Quote request not found" }, 404);
    return c.json(apiItem(updated));
  },
);
