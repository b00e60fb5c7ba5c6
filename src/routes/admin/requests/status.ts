import { quoteStatuses } from "../../../db/quote-requests";
import { adminRequest } from "../../../lib/paths";
import { declineJob } from "../../../use-cases/payments/decline";
import { changeRequestStatus } from "../../../use-cases/request-actions";
import { formLimit } from "../../guard-sets";
import { requestRouter, useCaseDeps } from "../deps";
import { formOf } from "../form";
import { renderDetail } from "./detail-page";

// The detail's status buttons (the JSON API's PATCH changes it the same way). Declining lets a held
// card go and, when "Refund the deposit" is ticked, refunds what was paid online.
export const statusRoutes = requestRouter();

statusRoutes.post("/status", formLimit(), async (c) => {
  const form = await formOf(c);
  const status = quoteStatuses.find((s) => s === form.status);
  if (!status) return c.text(`Unknown status. Use one of: ${quoteStatuses.join(", ")}`, 400);
  const id = c.req.param("id");
  const by = c.get("member").username;
  if (status !== "declined") {
    if (!(await changeRequestStatus(useCaseDeps(c), { id, status, by }))) return c.notFound();
    return c.redirect(`${adminRequest(id)}?updated=1`, 303);
  }
  // Money goes back only on an owner's say: staff decline, the owner refunds.
  const refund = form.refund === "yes" && c.get("member").role === "owner";
  const declined = await declineJob(useCaseDeps(c), { id, by, refund });
  if (!declined) return c.notFound();
  if (declined.problems.length) return renderDetail(c, id, { notice: `Declined. ${declined.problems.join(" ")}`, status: 502 });
  const [refunded] = declined.refunded;
  const query = refunded ? `declined=1&refunded=${encodeURIComponent(refunded)}` : declined.released ? "released=1" : "updated=1";
  return c.redirect(`${adminRequest(id)}?${query}`, 303);
});
