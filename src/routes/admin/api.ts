import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "../../db";
import { apiItems, apiOne } from "./api-view";
import type { AdminEnv } from "./guards";
import { changeStatus, inboxFilterSchema, listQuoteRequests, quoteStatuses } from "../../db/quote-requests";
import { memberApi } from "../guard-sets";
import { jsonBody, queryOf } from "../validate";

// The members' JSON API. POST /api/quote-requests (the public form) lives in quote-requests.ts.
export const adminApi = new Hono<AdminEnv>();

const statusBody = z.object(
  {
    status: z
      .string({ error: 'Body must be JSON like {"status": "contacted"}' })
      .pipe(z.enum(quoteStatuses, { error: `Unknown status. Use one of: ${quoteStatuses.join(", ")}` })),
  },
  { error: 'Body must be JSON like {"status": "contacted"}' },
);

adminApi.get("/api/quote-requests", memberApi(), queryOf(inboxFilterSchema), async (c) => {
  const db = getDb(c.env);
  const list = await listQuoteRequests(db, c.req.valid("query"));
  return c.json({ ...list, items: await apiItems(db, list.items) });
});

adminApi.patch("/api/quote-requests/:id", memberApi(), jsonBody(statusBody), async (c) => {
  const db = getDb(c.env);
  const updated = await changeStatus(db, c.req.param("id"), c.req.valid("json").status, c.get("member").username);
  if (!updated) return c.json({ error: "Quote request not found" }, 404);
  return c.json(await apiOne(db, updated));
});
