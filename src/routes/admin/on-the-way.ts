import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { getDb } from "../../db";
import { recordCustomerEvent } from "../../db/customer-events";
import { quoteRequests } from "../../db/schema";
import { checkOnTheWay } from "../../lib/on-the-way";
import { customerHasPhones, onTheWayAlert, pushToCustomer } from "../../push/customer-push";
import { backgroundOf } from "../../trace/background";
import { memberForm } from "../guard-sets";
import { renderDetail } from "./detail-page";
import type { AdminEnv } from "./guards";

// "On our way" from a scheduled job's detail (owner or staff): stored on the request, shown on the
// customer's page and timeline, and pushed to the customer's phone when they turned notifications
// on. The notice back says which, so the crew knows whether to call or text instead.
export const onTheWayRoutes = new Hono<AdminEnv>();

const text = (v: unknown) => (typeof v === "string" ? v : "");

onTheWayRoutes.post("/admin/requests/:id/on-the-way", memberForm(), async (c) => {
  const id = c.req.param("id");
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const values = { minutes: text(form.minutes).slice(0, 10), crewLead: text(form.crewLead).slice(0, 200) };
  const check = checkOnTheWay(values);
  if (!check.ok) return renderDetail(c, id, { onTheWay: { error: check.error, values }, status: 400 });
  const db = getDb(c.env);
  const { minutes, crewLead } = check.value;
  const now = new Date();
  // Only while the job is scheduled: the panel is not shown otherwise, and a stale form must not tell a customer whose job is done.
  const [marked] = await db
    .update(quoteRequests)
    .set({ onTheWayAt: now, onTheWayMinutes: minutes, crewLead })
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.status, "scheduled")))
    .returning();
  if (!marked) {
    const exists = await db.select({ id: quoteRequests.id }).from(quoteRequests).where(eq(quoteRequests.id, id)).get();
    if (!exists) return c.notFound();
    return renderDetail(c, id, { onTheWay: { error: "Only a scheduled job can be marked on the way.", values }, status: 400 });
  }
  await recordCustomerEvent(db, id, "on-the-way", { minutes, crewLead, by: c.get("member").username }, now);
  const phone = await customerHasPhones(c.env, db, id);
  if (phone) backgroundOf(c)(pushToCustomer(c.env, db, id, onTheWayAlert(marked, minutes, crewLead)), "on-the-way push", id);
  return c.redirect(`/admin/requests/${encodeURIComponent(id)}?onTheWay=${phone ? "phone" : "none"}`, 303);
});
