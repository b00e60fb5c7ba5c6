import { dailySnapshotsKept, monthlySnapshotsKept } from "../../config/backups";

// Which snapshots stay: the newest 30 days' and the first of each of the 12 newest months. A month's
// first snapshot is the one that month keeps, so a monthly snapshot never changes once taken.

export type KeptAs = { daily: boolean; monthly: boolean };

/** Every date (YYYY-MM-DD) with why it is kept, or null when it goes. */
export function snapshotRetention(dates: readonly string[], daily = dailySnapshotsKept, monthly = monthlySnapshotsKept) {
  const newestFirst = [...new Set(dates)].sort().reverse();
  const dailyKept = new Set(newestFirst.slice(0, daily));
  const firstOfMonth = new Map<string, string>();
  for (const date of newestFirst) firstOfMonth.set(date.slice(0, 7), date); // oldest last: it wins
  const monthlyKept = new Set([...firstOfMonth.values()].slice(0, monthly));
  return new Map(
    newestFirst.map((date) => {
      const kept = { daily: dailyKept.has(date), monthly: monthlyKept.has(date) };
      return [date, kept.daily || kept.monthly ? kept : null] as const;
    }),
  );
}

/** The dates to delete. */
export const expiredSnapshots = (dates: readonly string[]) =>
  [...snapshotRetention(dates)].filter(([, kept]) => kept === null).map(([date]) => date);
