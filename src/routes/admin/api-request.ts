import { Hono } from "hono";
import { z } from "zod";
import { checkBooking } from "../../calendar/booking";
import { getDb } from "../../db";
import { photoView } from "../../db/attached-photos";
import { photosOfRequest } from "../../db/quote-photos";
import { getQuoteRequest } from "../../db/quote-requests";
import { quotesOf } from "../../db/quotes";
import { apiOne } from "./api-view";
import type { AdminEnv } from "./guards";
import { bookAndConfirm, deleteRequest } from "./request-actions";
import { memberApi } from "../guard-sets";
import { jsonBody, oneMessage } from "../validate";

// One request in the members' JSON API: read it (with its history and photos), book it, delete it.
export const requestApi = new Hono<AdminEnv>();

const bookingBody = z.object({ date: z.string(), window: z.string() });

requestApi.get("/api/quote-requests/:id", memberApi(), async (c) => {
  const db = getDb(c.env);
  const found = await getQuoteRequest(db, c.req.param("id"));
  if (!found) return c.json({ error: "Quote request not found" }, 404);
  const [photos, quotes] = await Promise.all([photosOfRequest(db, found.request.photoUrls), quotesOf(db, found.request.id)]);
  return c.json({ request: await apiOne(db, found.request), history: found.history, photos: photos.map(photoView), quotes });
});

requestApi.put(
  "/api/quote-requests/:id/booking",
  memberApi(),
  jsonBody(bookingBody, oneMessage('Body must be JSON like {"date": "2026-11-24", "window": "07-09"}')),
  async (c) => {
    const check = checkBooking(c.req.valid("json"));
    if (!check.ok) return c.json({ error: check.error }, 400);
    const booked = await bookAndConfirm(c, c.req.param("id"), check.booking);
    if (!booked) return c.json({ error: "Quote request not found" }, 404);
    return c.json(await apiOne(getDb(c.env), booked.row));
  },
);

// No body to judge, so the strict rule: same-origin whatever the content type says.
requestApi.delete("/api/quote-requests/:id", memberApi(), async (c) => {
  const deleted = await deleteRequest(c.env, c.req.param("id"));
  if (!deleted) return c.json({ error: "Quote request not found" }, 404);
  return c.body(null, 204);
});
