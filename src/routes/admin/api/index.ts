import { Hono } from "hono";
import type { AdminEnv } from "../../../auth/admin-env";
import { getDb } from "../../../db";
import { inboxFilterSchema, listQuoteRequests } from "../../../db/quote-requests";
import { memberApi } from "../../guard-sets";
import { queryOf } from "../../validate";
import { pushRoutes } from "./push";
import { requestApi } from "./requests";
import { apiItems } from "./view";

// The members' JSON API, mounted at /api by src/index.tsx beside the public one (the request form's
// POST /api/quote-requests, photos, beacons, share images: src/routes/). /api/quote-requests/:id and
// /api/push apply memberApi once, where they are mounted; the list shares its path with the public
// POST, so it names its guard itself.
export const membersApi = new Hono<AdminEnv>();

membersApi.get("/quote-requests", memberApi, queryOf(inboxFilterSchema), async (c) => {
  const db = getDb(c.env);
  const list = await listQuoteRequests(db, c.req.valid("query"));
  return c.json({ ...list, items: await apiItems(db, list.items) });
});
membersApi.route("/quote-requests/:id", requestApi);
membersApi.route("/push", pushRoutes);
