import { checkOnTheWay } from "../../../lib/on-the-way";
import { adminRequest } from "../../../lib/paths";
import { ownerDay } from "../../../pages/admin/QuotePanel";
import { markOnTheWay } from "../../../use-cases/on-the-way";
import { formLimit } from "../../guard-sets";
import { requestRouter, useCaseDeps } from "../deps";
import { formOf, textOf } from "../form";
import { renderDetail } from "./detail-page";

// "On our way" from a scheduled job's detail (owner or staff); the notice back says whether the
// customer's phone was told, so the crew knows whether to call or text instead.
export const onTheWayRoutes = requestRouter();

const refusal = (r: { reason: string; bookedDate?: string }) =>
  r.reason === "not-today" && r.bookedDate
    ? `“On our way” can be sent only on the booked day: this job is booked for ${ownerDay(r.bookedDate)}.`
    : "Only a scheduled job can be marked on the way.";

onTheWayRoutes.post("/on-the-way", formLimit(), async (c) => {
  const id = c.req.param("id");
  const form = await formOf(c);
  const values = { minutes: textOf(form.minutes).slice(0, 10), crewLead: textOf(form.crewLead).slice(0, 200) };
  const check = checkOnTheWay(values);
  if (!check.ok) return renderDetail(c, id, { onTheWay: { error: check.error, values }, status: 400 });
  const marked = await markOnTheWay(useCaseDeps(c), { id, onTheWay: check.value, by: c.get("member").username });
  if (!marked.ok && marked.reason === "not-found") return c.notFound();
  if (!marked.ok) return renderDetail(c, id, { onTheWay: { error: refusal(marked), values }, status: 400 });
  return c.redirect(`${adminRequest(id)}?onTheWay=${marked.phone ? "phone" : "none"}`, 303);
});
