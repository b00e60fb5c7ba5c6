import { hour } from "../../config/time";
import { snapshotOverdueHours } from "../../config/backups";
import { dayLabel } from "../../calendar/days";
import { owner } from "../../content/i18n/en/owner";
import { lastBackupFailure, listSnapshots } from "./status";

// The backup's block in the morning digest: the last snapshot's age, or what is wrong.
export async function backupDigestLines(bucket: R2Bucket, now: Date) {
  const words = owner.backups;
  const [snapshots, failure] = await Promise.all([listSnapshots(bucket), lastBackupFailure(bucket)]);
  const last = snapshots[0];
  const hours = last ? (now.getTime() - last.takenAt.getTime()) / hour : Infinity;
  const lines = [];
  if (failure) lines.push(words.failed(failure.at, failure.error));
  if (!last) lines.push(words.none);
  else if (hours > snapshotOverdueHours) lines.push(words.missing(words.age(hours)));
  else lines.push(words.ok(words.age(hours), dayLabel(last.date, "en", "short"), words.size(last.size)));
  return lines;
}

/** The block when the bucket cannot be read: the digest still goes out, and says so. */
export const backupUnknown = (err: unknown) => {
  console.error("reading the backups for the digest failed", err);
  return [owner.backups.unknown];
};
