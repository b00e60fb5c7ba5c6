import { Hono } from "hono";
import { endTime, startTime, timing } from "hono/timing";
import { recentWeeks, weekRangeOf } from "../../calendar/weeks";
import { houstonDate } from "../../lib/houston-time";
import { getDb } from "../../db";
import { dashboardRows } from "../../db/dashboard";
import { Dashboard } from "../../pages/admin/dashboard/Dashboard";
import { dashboardView } from "../../pages/admin/dashboard/model";
import type { AdminEnv } from "../../auth/admin-env";
import { memberScreens } from "../guard-sets";

// GET /admin/dashboard?weeks=4|12|52: the owner's numbers for the last weeks (12 unless asked).
// Server-Timing says how long the queries and the render took (npm run bench:dashboard reads it).
export const dashboardRoutes = new Hono<AdminEnv>();
dashboardRoutes.use("*", memberScreens);

dashboardRoutes.get("/", timing({ total: false }), async (c) => {
  const range = weekRangeOf(c.req.query("weeks"));
  const now = new Date();
  const weeks = recentWeeks(range, now);
  startTime(c, "db");
  const rows = await dashboardRows(getDb(c.env), weeks, now.getTime());
  endTime(c, "db", 2);
  startTime(c, "render");
  const page = await c.render(
    <Dashboard username={c.get("member").username} view={dashboardView(range, weeks, rows, houstonDate(now))} />,
    { title: "Dashboard", noindex: true },
  );
  endTime(c, "render", 2);
  return page;
});
