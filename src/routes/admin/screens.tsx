import { Hono } from "hono";
import { pushConfig } from "../../push/config";
import { getDb } from "../../db";
import { Inbox } from "../../pages/admin/Inbox";
import { customerMarksOf } from "./customer-marks";
import { detailNotice, renderDetail } from "./detail-page";
import { exportCsv, exportFileName } from "./export";
import { takeNotice } from "./flash";
import type { AdminEnv } from "./guards";
import { memberForm, memberPage } from "../guard-sets";
import { recentFailures } from "../../db/failures";
import { recentFailuresWindow } from "../../config/time";
import { queryOf } from "../validate";
import { z } from "zod";
import { changeStatus, EXPORT_LIMIT, filtersFromQuery, inboxCounts, listQuoteRequests, quoteStatuses } from "../../db/quote-requests";

// The signed-in member's screens: inbox, a request's detail and status, CSV export (the schedule: ./schedule.tsx).
export const screenRoutes = new Hono<AdminEnv>();

// The screens' filters never fail a screen: an invalid one is dropped (filtersFromQuery).
const screenFilters = z.record(z.string(), z.unknown()).transform(filtersFromQuery);

screenRoutes.get("/admin", memberPage, queryOf(screenFilters), async (c) => {
  const db = getDb(c.env);
  const member = c.get("member");
  const filters = c.req.valid("query");
  const now = new Date();
  const [list, counts, failures] = await Promise.all([
    listQuoteRequests(db, filters),
    inboxCounts(db, member.newSince),
    // Failed e-mails, pushes, photo writes and backups are the owners' to sort out (src/db/failures.ts).
    member.role === "owner" ? recentFailures(db, new Date(now.getTime() - recentFailuresWindow)) : null,
  ]);
  // After the list: the marks are read for its page's ids only.
  const customerMarks = await customerMarksOf(db, list.items);
  const notice = takeNotice(c);
  return c.render(
    <Inbox
      username={member.username}
      filters={filters}
      list={list}
      counts={counts}
      newSince={member.newSince}
      notice={notice}
      urgent={c.get("urgent")!}
      now={now}
      alerts={pushConfig(c.env)?.publicKey ?? null}
      failures={failures}
      customerMarks={customerMarks}
    />,
    {
      title: "Quote requests",
      noindex: true,
    },
  );
});

screenRoutes.get("/admin/requests/:id", memberPage, (c) =>
  renderDetail(c, c.req.param("id"), { notice: (r) => detailNotice(c.req.query(), r) }),
);

screenRoutes.post("/admin/requests/:id/status", memberForm(), async (c) => {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const status = quoteStatuses.find((s) => s === form.status);
  if (!status) return c.text(`Unknown status. Use one of: ${quoteStatuses.join(", ")}`, 400);
  const id = c.req.param("id");
  if (!(await changeStatus(getDb(c.env), id, status, c.get("member").username))) return c.notFound();
  return c.redirect(`/admin/requests/${encodeURIComponent(id)}?updated=1`, 303);
});

screenRoutes.get("/admin/export.csv", memberPage, queryOf(screenFilters), async (c) => {
  const filters = { ...c.req.valid("query"), page: 1 };
  const db = getDb(c.env);
  const { items } = await listQuoteRequests(db, filters, EXPORT_LIMIT);
  return c.body(await exportCsv(db, items), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${exportFileName()}"`,
  });
});
