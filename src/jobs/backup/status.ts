import { failureKey, snapshotDate, snapshotPrefix } from "./keys";

// What the backup bucket says about the snapshots, for the Backups screen and the morning digest:
// one list call (each manifest object carries its snapshot's figures as custom metadata).

export type SnapshotListing = {
  date: string;
  takenAt: Date;
  /** The compressed file's size in bytes. */
  size: number;
  migration: string;
  rows: Record<string, number>;
};
export type BackupFailure = { at: Date; error: string };

/** The figures the nightly job writes on a manifest object. */
export const listingMetadata = (s: Omit<SnapshotListing, "date">) => ({
  takenAt: s.takenAt.toISOString(),
  size: String(s.size),
  migration: s.migration,
  rows: JSON.stringify(s.rows),
});

/** The complete snapshots (a manifest is written after its data), newest first. */
export async function listSnapshots(bucket: R2Bucket): Promise<SnapshotListing[]> {
  const found: SnapshotListing[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: snapshotPrefix, cursor, include: ["customMetadata"] });
    for (const o of page.objects) {
      const date = snapshotDate(o.key.replace(/\.manifest\.json$/, ".jsonl.gz"));
      const m = o.customMetadata;
      if (!date || !o.key.endsWith(".manifest.json") || !m?.takenAt) continue;
      found.push({
        date,
        takenAt: new Date(m.takenAt),
        size: Number(m.size),
        migration: m.migration ?? "",
        rows: JSON.parse(m.rows ?? "{}"),
      });
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return found.sort((a, b) => b.date.localeCompare(a.date));
}

/** The last run's failure, if the run since has not succeeded. */
export async function lastBackupFailure(bucket: R2Bucket): Promise<BackupFailure | null> {
  const object = await bucket.get(failureKey);
  if (!object) return null;
  const { at, error } = await object.json<{ at: string; error: string }>();
  return { at: new Date(at), error };
}
