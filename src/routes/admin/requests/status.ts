import { quoteStatuses } from "../../../db/quote-requests";
import { adminRequest } from "../../../lib/paths";
import { changeRequestStatus } from "../../../use-cases/request-actions";
import { formLimit } from "../../guard-sets";
import { requestRouter, useCaseDeps } from "../deps";
import { formOf } from "../form";

// The detail's status buttons (the JSON API's PATCH changes it the same way).
export const statusRoutes = requestRouter();

statusRoutes.post("/status", formLimit(), async (c) => {
  const form = await formOf(c);
  const status = quoteStatuses.find((s) => s === form.status);
  if (!status) return c.text(`Unknown status. Use one of: ${quoteStatuses.join(", ")}`, 400);
  const id = c.req.param("id");
  if (!(await changeRequestStatus(useCaseDeps(c), { id, status, by: c.get("member").username }))) return c.notFound();
  return c.redirect(`${adminRequest(id)}?updated=1`, 303);
});
