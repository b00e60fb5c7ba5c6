import { Hono } from "hono";
import { snapshotOverdueHours } from "../../config/backups";
import { hour } from "../../config/time";
import { snapshotKey } from "../../jobs/backup/keys";
import { snapshotRetention } from "../../jobs/backup/retention";
import { lastBackupFailure, listSnapshots } from "../../jobs/backup/status";
import { Backups } from "../../pages/admin/Backups";
import type { AdminEnv } from "../../auth/admin-env";
import { ownersScreens } from "../guard-sets";

// The Backups screen and a snapshot's download: owners only (a snapshot holds every account's
// password hash and every customer's details).
export const backupRoutes = new Hono<AdminEnv>();
backupRoutes.use("*", ownersScreens);

backupRoutes.get("/", async (c) => {
  const [snapshots, failure] = await Promise.all([listSnapshots(c.env.BACKUPS), lastBackupFailure(c.env.BACKUPS)]);
  const overdue = !snapshots[0] || Date.now() - snapshots[0].takenAt.getTime() > snapshotOverdueHours * hour;
  const keptAs = snapshotRetention(snapshots.map((s) => s.date));
  return c.render(
    <Backups username={c.get("member").username} snapshots={snapshots} keptAs={keptAs} failure={failure} overdue={overdue} />,
    {
      title: "Backups",
      noindex: true,
    },
  );
});

backupRoutes.get("/:date/download", async (c) => {
  const date = c.req.param("date");
  const object = /^\d{4}-\d{2}-\d{2}$/.test(date) ? await c.env.BACKUPS.get(snapshotKey(date)) : null;
  if (!object) return c.text("There is no snapshot of that day.", 404);
  return new Response(object.body, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Length": String(object.size),
      "Content-Disposition": `attachment; filename="spring-junk-removal-${date}.jsonl.gz"`,
      "Cache-Control": "private, no-store",
    },
  });
});
