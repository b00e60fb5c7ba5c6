import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { getDb } from "../../db";
import { addNote, NOTE_MAX_BODY_BYTES, NOTE_MAX_CHARS, noteBodySchema } from "../../db/notes";
import { getQuoteRequest } from "../../db/quote-requests";
import { isJsonContentType } from "../../middleware/json-content-type";
import { sameOriginOnly } from "../../middleware/same-origin";
import { renderDetail } from "./detail-page";
import { privateResponse, requireOwnerApi, requireOwnerPage, type AdminEnv } from "./guards";

// The owner's notes on a request: from the detail's form, and in the JSON API.
export const noteRoutes = new Hono<AdminEnv>();

const tooLong = `A note can be at most ${NOTE_MAX_CHARS.toLocaleString("en-US")} characters`;
const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? "Write a note";

noteRoutes.post(
  "/admin/requests/:id/notes",
  sameOriginOnly,
  requireOwnerPage,
  bodyLimit({ maxSize: NOTE_MAX_BODY_BYTES, onError: (c) => c.text(`${tooLong}.`, 413) }),
  async (c) => {
    const id = c.req.param("id");
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const body = noteBodySchema.safeParse(typeof form.body === "string" ? form.body : undefined);
    // Refused: the detail again, with the reason beside the field (a 400, so nothing is cached as success).
    if (!body.success) return renderDetail(c, id, { noteError: `${firstMessage(body.error)}.`, status: 400 });
    if (!(await addNote(getDb(c.env), id, c.get("owner").username, body.data))) return c.notFound();
    return c.redirect(`/admin/requests/${encodeURIComponent(id)}?noted=1#timeline-heading`, 303);
  },
);

noteRoutes.get("/api/quote-requests/:id/notes", privateResponse, requireOwnerApi, async (c) => {
  const db = getDb(c.env);
  const found = await getQuoteRequest(db, c.req.param("id"));
  if (!found) return c.json({ error: "Quote request not found" }, 404);
  return c.json({ items: found.notes });
});

noteRoutes.post(
  "/api/quote-requests/:id/notes",
  privateResponse,
  sameOriginOnly,
  requireOwnerApi,
  bodyLimit({ maxSize: NOTE_MAX_BODY_BYTES, onError: (c) => c.json({ error: tooLong }, 413) }),
  async (c) => {
    if (!isJsonContentType(c.req.header("content-type"))) return c.json({ error: "Send JSON: Content-Type must be application/json" }, 415);
    const json = z.object({ body: z.unknown() }).safeParse(await c.req.json().catch(() => null));
    if (!json.success) return c.json({ error: 'Body must be JSON like {"body": "Called, left voicemail"}' }, 400);
    const body = noteBodySchema.safeParse(json.data.body);
    if (!body.success) return c.json({ error: firstMessage(body.error) }, 400);
    const note = await addNote(getDb(c.env), c.req.param("id"), c.get("owner").username, body.data);
    if (!note) return c.json({ error: "Quote request not found" }, 404);
    return c.json(note, 201);
  },
);
