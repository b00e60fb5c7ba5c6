import { NOTE_MAX_BODY_BYTES, noteBodySchema, noteTooLong } from "../../../db/notes";
import { adminRequest } from "../../../lib/paths";
import { addRequestNote } from "../../../use-cases/request-actions";
import { formLimit } from "../../guard-sets";
import { requestRouter, useCaseDeps } from "../deps";
import { formOf } from "../form";
import { renderDetail } from "./detail-page";

// A member's note from the detail's form (the JSON API adds one the same way: ../api/notes.ts).
export const noteRoutes = requestRouter();

noteRoutes.post("/notes", formLimit(NOTE_MAX_BODY_BYTES, `${noteTooLong}.`), async (c) => {
  const id = c.req.param("id");
  const form = await formOf(c);
  const body = noteBodySchema.safeParse(typeof form.body === "string" ? form.body : undefined);
  // Refused: the detail again, with the reason beside the field (a 400, so nothing is cached as success).
  if (!body.success) return renderDetail(c, id, { noteError: `${body.error.issues[0]?.message ?? "Write a note"}.`, status: 400 });
  if (!(await addRequestNote(useCaseDeps(c), { id, body: body.data, by: c.get("member").username }))) return c.notFound();
  return c.redirect(`${adminRequest(id)}?noted=1#timeline-heading`, 303);
});
