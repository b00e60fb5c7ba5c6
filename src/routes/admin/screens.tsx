import { Hono } from "hono";
import { pushConfig } from "../../push/config";
import { bodyLimit } from "hono/body-limit";
import { getDb } from "../../db";
import { sameOriginOnly } from "../../middleware/same-origin";
import { upcomingBookings } from "../../db/bookings";
import { houstonDate } from "../../lib/houston-time";
import { Inbox } from "../../pages/admin/Inbox";
import { Schedule } from "../../pages/admin/Schedule";
import { detailNotice, renderDetail } from "./detail-page";
import { exportFileName, quoteRequestsCsv } from "./export";
import { takeNotice } from "./flash";
import { requireOwnerPage, type AdminEnv } from "./guards";
import { changeStatus, EXPORT_LIMIT, filtersFromQuery, inboxCounts, listQuoteRequests, quoteStatuses } from "../../db/quote-requests";

// The signed-in owner's screens: inbox, a request's detail and status, the schedule, CSV export.
export const screenRoutes = new Hono<AdminEnv>();
screenRoutes.use("/admin", requireOwnerPage);
screenRoutes.use("/admin/export.csv", requireOwnerPage);
screenRoutes.use("/admin/schedule", requireOwnerPage);

screenRoutes.get("/admin", async (c) => {
  const db = getDb(c.env);
  const owner = c.get("owner");
  const filters = filtersFromQuery(c.req.query());
  const [list, counts] = await Promise.all([listQuoteRequests(db, filters), inboxCounts(db, owner.newSince)]);
  const notice = takeNotice(c);
  return c.render(<Inbox username={owner.username} filters={filters} list={list} counts={counts} newSince={owner.newSince} notice={notice} urgent={c.get("urgent")!} now={new Date()} alerts={pushConfig(c.env)?.publicKey ?? null} />, {
    title: "Quote requests",
    noindex: true,
  });
});

screenRoutes.get("/admin/requests/:id", requireOwnerPage, (c) => renderDetail(c, c.req.param("id"), { notice: (r) => detailNotice(c.req.query(), r) }));

screenRoutes.get("/admin/schedule", async (c) => {
  const today = houstonDate();
  const jobs = await upcomingBookings(getDb(c.env), today);
  return c.render(<Schedule username={c.get("owner").username} today={today} jobs={jobs} />, { title: "Schedule", noindex: true });
});

screenRoutes.post(
  "/admin/requests/:id/status",
  sameOriginOnly,
  requireOwnerPage,
  bodyLimit({ maxSize: 1024, onError: (c) => c.text("Request body too large", 413) }),
  async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const status = quoteStatuses.find((s) => s === form.status);
    if (!status) return c.text(`Unknown status. Use one of: ${quoteStatuses.join(", ")}`, 400);
    const id = c.req.param("id");
    if (!(await changeStatus(getDb(c.env), id, status, c.get("owner").username))) return c.notFound();
    return c.redirect(`/admin/requests/${encodeURIComponent(id)}?updated=1`, 303);
  },
);

screenRoutes.get("/admin/export.csv", async (c) => {
  const filters = { ...filtersFromQuery(c.req.query()), page: 1 };
  const { items } = await listQuoteRequests(getDb(c.env), filters, EXPORT_LIMIT);
  return c.body(quoteRequestsCsv(items), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${exportFileName()}"`,
  });
});
