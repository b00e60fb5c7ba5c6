import { photoCopiesPerRun } from "../../config/backups";
import { photoCopyPrefix } from "./keys";

// R2 keeps no earlier versions of an object: a photo deleted from the photo bucket (by mistake, or
// with a request restored later from a snapshot) would be gone. So every photo a request refers to
// is copied into the backup bucket under its own key, once (a key names one photo for good), and a
// copy goes only when no kept snapshot refers to it any more.

async function keysUnder(bucket: R2Bucket, prefix: string) {
  const keys = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    for (const o of page.objects) keys.add(o.key);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

/** Copies the photos not yet copied (at most `limit` a run); returns how many were copied, are left, and were missing. */
export async function copyPhotos(photos: R2Bucket, backups: R2Bucket, keys: readonly string[], limit = photoCopiesPerRun) {
  const copied = await keysUnder(backups, photoCopyPrefix);
  const waiting = keys.filter((k) => k.startsWith(photoCopyPrefix) && !copied.has(k));
  const result = { copied: 0, left: Math.max(0, waiting.length - limit), missing: [] as string[] };
  for (const key of waiting.slice(0, limit)) {
    const object = await photos.get(key);
    if (!object) {
      result.missing.push(key);
      continue;
    }
    await backups.put(key, await object.arrayBuffer(), { httpMetadata: object.httpMetadata });
    result.copied++;
  }
  return result;
}

/** Deletes the copies no kept snapshot refers to; returns how many. */
export async function prunePhotoCopies(backups: R2Bucket, referenced: ReadonlySet<string>) {
  const unused = [...(await keysUnder(backups, photoCopyPrefix))].filter((k) => !referenced.has(k));
  for (let i = 0; i < unused.length; i += 1000) await backups.delete(unused.slice(i, i + 1000));
  return unused.length;
}
