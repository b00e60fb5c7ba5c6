import { recordFailure } from "../../db/failures";
import { log } from "../../trace/log";
import { houstonDate } from "../../lib/houston-time";
import type { SnapshotManifest } from "../../db/snapshot-format";
import { snapshotStream } from "./export";
import { failureKey, manifestKey, snapshotDate, snapshotKey, snapshotPrefix } from "./keys";
import { copyPhotos, prunePhotoCopies } from "./photos";
import { expiredSnapshots } from "./retention";
import { listingMetadata } from "./status";
import { putStream } from "./upload";

// The nightly backup: the snapshot under the Houston day's name (a second run that day replaces
// it), its manifest, the photos' copies, then the snapshots and copies past retention.

export type BackupEnv = { DB: D1Database; QUOTE_PHOTOS: R2Bucket; BACKUPS: R2Bucket };

/** Writes today's snapshot and its manifest; returns the manifest, the compressed size and the time taken. */
export async function takeSnapshot(env: BackupEnv, now = new Date(), partBytes?: number) {
  const started = Date.now();
  const date = houstonDate(now);
  const { stream, manifest } = snapshotStream(env.DB, now);
  const [size, written] = await Promise.all([
    putStream(env.BACKUPS, snapshotKey(date), stream, { httpMetadata: { contentType: "application/gzip" } }, partBytes),
    manifest,
  ]);
  // Written last: a manifest object is the sign of a complete snapshot (the screen lists only those).
  await env.BACKUPS.put(manifestKey(date), JSON.stringify(written), {
    httpMetadata: { contentType: "application/json" },
    customMetadata: listingMetadata({ takenAt: now, size, migration: written.migration, rows: written.tables }),
  });
  return { date, manifest: written, size, ms: Date.now() - started };
}

/** Deletes expired snapshots, then the photo copies that no remaining snapshot refers to. */
export async function pruneBackups(backups: R2Bucket) {
  const listed = await backups.list({ prefix: snapshotPrefix });
  const dates = [...new Set(listed.objects.map((o) => snapshotDate(o.key.replace(/\.manifest\.json$/, ".jsonl.gz"))))].filter(
    (d): d is string => d !== null,
  );
  const expired = expiredSnapshots(dates);
  if (expired.length) await backups.delete(expired.flatMap((d) => [snapshotKey(d), manifestKey(d)]));
  const referenced = new Set<string>();
  for (const date of dates.filter((d) => !expired.includes(d))) {
    const manifest = await backups.get(manifestKey(date));
    // A snapshot without its manifest cannot say which photos it needs: keep every copy this time.
    if (!manifest) return { snapshots: expired.length, photos: 0 };
    for (const key of (await manifest.json<SnapshotManifest>()).photoKeys) referenced.add(key);
  }
  return { snapshots: expired.length, photos: await prunePhotoCopies(backups, referenced) };
}

/** The whole nightly run. A failure is logged and left in the bucket for the digest and the screen, then thrown. */
export async function runBackup(env: BackupEnv, now = new Date()) {
  try {
    const snapshot = await takeSnapshot(env, now);
    const photos = await copyPhotos(env.QUOTE_PHOTOS, env.BACKUPS, snapshot.manifest.photoKeys);
    const pruned = await pruneBackups(env.BACKUPS);
    await env.BACKUPS.delete(failureKey);
    const rows = Object.values(snapshot.manifest.tables).reduce((a, b) => a + b, 0);
    console.log(
      `backup: ${snapshotKey(snapshot.date)}: ${rows} rows, ${snapshot.manifest.bytes} bytes as ${snapshot.size} gzip, in ${snapshot.ms} ms; ` +
        `${photos.copied} photo(s) copied, ${photos.left} left for the next run, ${photos.missing.length} referenced but missing; ` +
        `${pruned.snapshots} snapshot(s) and ${pruned.photos} photo copies past retention deleted`,
    );
    return { ...snapshot, photos, pruned };
  } catch (err) {
    log.error("backup: the nightly snapshot failed", err);
    await recordFailure(env, { kind: "backup", error: err }, now);
    await env.BACKUPS.put(
      failureKey,
      JSON.stringify({ at: now.toISOString(), error: err instanceof Error ? err.message : String(err) }),
    ).catch(() => undefined);
    throw err;
  }
}
