// The nightly database snapshot (src/jobs/backup/): when it runs, what it keeps, how it reads.

/** The Cron Trigger (wrangler.toml) of the nightly snapshot: 08:30 UTC, 2:30 or 3:30 AM in Houston. */
export const backupCron = "30 8 * * *";

/** Snapshots kept: the newest this many days' ... */
export const dailySnapshotsKept = 30;
/** ...and the first snapshot of each of this many most recent months. */
export const monthlySnapshotsKept = 12;

/** The digest calls the last snapshot missing once it is older than this many hours (one night and a margin). */
export const snapshotOverdueHours = 30;

/** Rows read per D1 query while exporting a table: one page stays far below a Worker's memory. */
export const exportPageRows = 500;

/**
 * Photos copied into the backup bucket per night: each is two subrequests, and an invocation has
 * 1,000 on Workers Paid. A first run over a large bucket catches up over a few nights.
 */
export const photoCopiesPerRun = 300;
