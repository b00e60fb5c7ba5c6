import { Hono } from "hono";
import { setNotice } from "./flash";
import type { AdminEnv } from "./guards";
import { memberForm } from "../guard-sets";
import { deleteRequest } from "./request-actions";

// "Delete this request" on the detail screen: only with its confirmation box ticked.
export const deleteRoutes = new Hono<AdminEnv>();

deleteRoutes.post("/admin/requests/:id/delete", memberForm(), async (c) => {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  // The browser requires the box; a post without it (another client, a stray form) deletes nothing.
  if (form.confirm !== "yes") return c.text("Nothing was deleted: tick the box to confirm, then press Delete request.", 400);
  const deleted = await deleteRequest(c.env, c.req.param("id"));
  if (!deleted) return c.notFound();
  setNotice(c, `Request from ${deleted.firstName} ${deleted.lastName} deleted.`);
  return c.redirect("/admin", 303);
});
