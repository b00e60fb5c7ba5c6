import { adminHome } from "../../../lib/paths";
import { deleteRequest } from "../../../use-cases/request-actions";
import { formLimit } from "../../guard-sets";
import { requestRouter, useCaseDeps } from "../deps";
import { setNotice } from "../flash";
import { formOf } from "../form";

// "Delete this request" on the detail screen: only with its confirmation box ticked.
export const deleteRoutes = requestRouter();

deleteRoutes.post("/delete", formLimit(), async (c) => {
  const form = await formOf(c);
  // The browser requires the box; a post without it (another client, a stray form) deletes nothing.
  if (form.confirm !== "yes") return c.text("Nothing was deleted: tick the box to confirm, then press Delete request.", 400);
  const deleted = await deleteRequest(useCaseDeps(c), c.req.param("id"));
  if (!deleted) return c.notFound();
  setNotice(c, `Request from ${deleted.firstName} ${deleted.lastName} deleted.`);
  return c.redirect(adminHome, 303);
});
