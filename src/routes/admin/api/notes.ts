import { Hono } from "hono";
import type { BlankSchema } from "hono/types";
import { z } from "zod";
import type { AdminEnv } from "../../../auth/admin-env";
import { getDb } from "../../../db";
import { NOTE_MAX_BODY_BYTES, noteBodySchema, noteTooLong } from "../../../db/notes";
import { getQuoteRequest } from "../../../db/quote-requests";
import { addRequestNote } from "../../../use-cases/request-actions";
import { apiLimit } from "../../guard-sets";
import { jsonBody } from "../../validate";
import { useCaseDeps } from "../deps";

// /api/quote-requests/:id/notes: a request's notes in the members' JSON API (the detail's form adds
// one the same way: ../requests/notes.ts). Guarded where ./requests.ts is mounted.
export const noteApi = new Hono<AdminEnv, BlankSchema, "/:id">();

const noteJson = z.object({ body: noteBodySchema }, { error: 'Body must be JSON like {"body": "Called, left voicemail"}' });

noteApi.get("/", async (c) => {
  const found = await getQuoteRequest(getDb(c.env), c.req.param("id"));
  if (!found) return c.json({ error: "Quote request not found" }, 404);
  return c.json({ items: found.notes });
});

noteApi.post("/", apiLimit(NOTE_MAX_BODY_BYTES, noteTooLong), jsonBody(noteJson), async (c) => {
  const note = await addRequestNote(useCaseDeps(c), {
    id: c.req.param("id"),
    body: c.req.valid("json").body,
    by: c.get("member").username,
  });
  if (!note) return c.json({ error: "Quote request not found" }, 404);
  return c.json(note, 201);
});
