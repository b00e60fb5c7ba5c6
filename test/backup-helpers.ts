import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { parseSnapshot, restoreBatches, tableListSql, triggerListSql, type Trigger } from "../src/db/snapshot-format";
import { snapshotKey } from "../src/jobs/backup/keys";

// The backup tests' tools: a snapshot read back from the bucket, the database wiped and restored
// with the restore command's own statements (src/db/snapshot-format.ts), every table's rows.

export async function readSnapshot(date: string) {
  const object = await env.BACKUPS.get(snapshotKey(date));
  if (!object) throw new Error(`no snapshot for ${date}`);
  return { text: await new Response(object.body.pipeThrough(new DecompressionStream("gzip"))).text(), size: object.size };
}

export async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Every table (as a snapshot sees them) with its rows in a stable order. */
export async function everyRow() {
  const tables = (await env.DB.prepare(tableListSql).all<{ name: string }>()).results;
  const out: Record<string, unknown[]> = {};
  for (const { name } of tables) out[name] = (await env.DB.prepare(`SELECT * FROM "${name}" ORDER BY 1, 2`).all()).results;
  return out;
}

/** What a lost database looks like: every table gone, then the migrations applied to the empty one. */
export async function wipeDatabase() {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY rowid DESC",
  ).all<{ name: string }>();
  for (const { name } of results) await env.DB.prepare(`DROP TABLE "${name}"`).run();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
}

/** Runs the restore command's statements against the test database. */
export async function restoreInto(text: string) {
  const snapshot = parseSnapshot(text);
  const triggers = (await env.DB.prepare(triggerListSql).all<Trigger>()).results;
  for (const batch of restoreBatches(snapshot, triggers, { maxBytes: 200_000 })) {
    await env.DB.batch(batch.map((sql) => env.DB.prepare(sql)));
  }
  return snapshot;
}
