import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { checkBooking } from "../../calendar/booking";
import { getDb } from "../../db";
import { photoView } from "../../db/attached-photos";
import { photosOfRequest } from "../../db/quote-photos";
import { getQuoteRequest } from "../../db/quote-requests";
import { isJsonContentType } from "../../middleware/json-content-type";
import { sameOriginOnly } from "../../middleware/same-origin";
import { apiItem } from "./api-view";
import { privateResponse, requireOwnerApi, type AdminEnv } from "./guards";
import { bookAndConfirm, deleteRequest } from "./request-actions";

// One request in the owner's JSON API: read it (with its history and photos), book it, delete it.
export const requestApi = new Hono<AdminEnv>();

const bookingBody = z.object({ date: z.string(), window: z.string() });

requestApi.get("/api/quote-requests/:id", privateResponse, requireOwnerApi, async (c) => {
  const db = getDb(c.env);
  const found = await getQuoteRequest(db, c.req.param("id"));
  if (!found) return c.json({ error: "Quote request not found" }, 404);
  const photos = await photosOfRequest(db, found.request.photoUrls);
  return c.json({ request: apiItem(found.request), history: found.history, photos: photos.map(photoView) });
});

requestApi.put(
  "/api/quote-requests/:id/booking",
  privateResponse,
  sameOriginOnly,
  requireOwnerApi,
  bodyLimit({ maxSize: 2048, onError: (c) => c.json({ error: "Request body too large" }, 413) }),
  async (c) => {
    if (!isJsonContentType(c.req.header("content-type"))) return c.json({ error: "Send JSON: Content-Type must be application/json" }, 415);
    const body = bookingBody.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ error: 'Body must be JSON like {"date": "2026-11-24", "window": "07-09"}' }, 400);
    const check = checkBooking(body.data);
    if (!check.ok) return c.json({ error: check.error }, 400);
    const booked = await bookAndConfirm(c, c.req.param("id"), check.booking);
    if (!booked) return c.json({ error: "Quote request not found" }, 404);
    return c.json(apiItem(booked.row));
  },
);

// No body to judge, so the strict rule: same-origin whatever the content type says.
requestApi.delete("/api/quote-requests/:id", privateResponse, sameOriginOnly, requireOwnerApi, async (c) => {
  const deleted = await deleteRequest(c.env, c.req.param("id"));
  if (!deleted) return c.json({ error: "Quote request not found" }, 404);
  return c.body(null, 204);
});
