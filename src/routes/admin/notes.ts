import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "../../db";
import { addNote, NOTE_MAX_BODY_BYTES, NOTE_MAX_CHARS, noteBodySchema } from "../../db/notes";
import { getQuoteRequest } from "../../db/quote-requests";
import { renderDetail } from "./detail-page";
import type { AdminEnv } from "./guards";
import { memberApi, memberForm } from "../guard-sets";
import { jsonBody } from "../validate";

// The members' notes on a request: from the detail's form, and in the JSON API.
export const noteRoutes = new Hono<AdminEnv>();

const tooLong = `A note can be at most ${NOTE_MAX_CHARS.toLocaleString("en-US")} characters`;
const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? "Write a note";
const noteJson = z.object({ body: noteBodySchema }, { error: 'Body must be JSON like {"body": "Called, left voicemail"}' });

noteRoutes.post("/admin/requests/:id/notes", memberForm(NOTE_MAX_BODY_BYTES, `${tooLong}.`), async (c) => {
  const id = c.req.param("id");
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const body = noteBodySchema.safeParse(typeof form.body === "string" ? form.body : undefined);
  // Refused: the detail again, with the reason beside the field (a 400, so nothing is cached as success).
  if (!body.success) return renderDetail(c, id, { noteError: `${firstMessage(body.error)}.`, status: 400 });
  if (!(await addNote(getDb(c.env), id, c.get("member").username, body.data))) return c.notFound();
  return c.redirect(`/admin/requests/${encodeURIComponent(id)}?noted=1#timeline-heading`, 303);
});

noteRoutes.get("/api/quote-requests/:id/notes", memberApi(), async (c) => {
  const db = getDb(c.env);
  const found = await getQuoteRequest(db, c.req.param("id"));
  if (!found) return c.json({ error: "Quote request not found" }, 404);
  return c.json({ items: found.notes });
});

noteRoutes.post("/api/quote-requests/:id/notes", memberApi(NOTE_MAX_BODY_BYTES, tooLong), jsonBody(noteJson), async (c) => {
  const note = await addNote(getDb(c.env), c.req.param("id"), c.get("member").username, c.req.valid("json").body);
  if (!note) return c.json({ error: "Quote request not found" }, 404);
  return c.json(note, 201);
});
