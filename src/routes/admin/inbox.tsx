import { Hono } from "hono";
import { z } from "zod";
import type { AdminEnv } from "../../auth/admin-env";
import { recentFailuresWindow } from "../../config/time";
import { getDb } from "../../db";
import { recentFailures } from "../../db/failures";
import { EXPORT_LIMIT, filtersFromQuery, inboxCounts, listQuoteRequests } from "../../db/quote-requests";
import { Inbox } from "../../pages/admin/Inbox";
import { pushConfig } from "../../push/config";
import { memberPage } from "../guard-sets";
import { queryOf } from "../validate";
import { customerMarksOf } from "./customer-marks";
import { exportCsv, exportFileName } from "./export";
import { takeNotice } from "./flash";

// GET /admin, the inbox, and GET /admin/export.csv, its list as a file: two routes at the /admin
// prefix itself, so each names its guard (a use("*") here would guard sign-in too).
export const inboxRoutes = new Hono<AdminEnv>();

// The screens' filters never fail a screen: an invalid one is dropped (filtersFromQuery).
const screenFilters = z.record(z.string(), z.unknown()).transform(filtersFromQuery);

inboxRoutes.get("/", memberPage, queryOf(screenFilters), async (c) => {
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

inboxRoutes.get("/export.csv", memberPage, queryOf(screenFilters), async (c) => {
  const filters = { ...c.req.valid("query"), page: 1 };
  const db = getDb(c.env);
  const { items } = await listQuoteRequests(db, filters, EXPORT_LIMIT);
  return c.body(await exportCsv(db, items), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${exportFileName()}"`,
  });
});
