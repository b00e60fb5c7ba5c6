// A small per-isolate copy of cached pages in front of the Cache API: a warm isolate answers a
// page with no I/O at all. Keys are the same build-id keys, so a deploy (new isolates) or the
// short lifetime here never serves stale markup for long.

import { memoryCacheLifetime } from "../config/time";

type Entry = { body: ArrayBuffer; headers: [string, string][]; expires: number };

const MAX_ENTRIES = 64; // 16 pages per host name; a bot inventing host names can't grow memory past this
const entries = new Map<string, Entry>();

export function recall(key: string) {
  const entry = entries.get(key);
  if (entry && entry.expires < Date.now()) entries.delete(key);
  else return entry;
}

export function remember(key: string, body: ArrayBuffer, headers: Headers) {
  if (!entries.has(key) && entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { body, headers: [...headers], expires: Date.now() + memoryCacheLifetime });
}
