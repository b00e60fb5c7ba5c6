// Where the backup bucket keeps what: a snapshot and its manifest per Houston day, photo copies
// under the photo bucket's own keys, and the last failure (cleared by the next success).

export const snapshotPrefix = "snapshots/";
export const snapshotKey = (date: string) => `${snapshotPrefix}${date}.jsonl.gz`;
export const manifestKey = (date: string) => `${snapshotPrefix}${date}.manifest.json`;
export const failureKey = "status/last-failure.json";
/** Photo copies keep the photo bucket's key ("photos/<uuid>"), so a copy is found by the key a request holds. */
export const photoCopyPrefix = "photos/";

/** The day of a snapshot's key, or null for any other object. */
export function snapshotDate(key: string) {
  return /^snapshots\/(\d{4}-\d{2}-\d{2})\.jsonl\.gz$/.exec(key)?.[1] ?? null;
}
