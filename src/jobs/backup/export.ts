import { exportPageRows } from "../../config/backups";
import {
  columnsSql,
  headerLine,
  manifestLine,
  rowLine,
  snapshotFormat,
  snapshotOrder,
  sqlName,
  tableListSql,
  type SnapshotManifest,
  type SnapshotValue,
} from "../../db/snapshot-format";

// Reading every table into a snapshot (src/db/snapshot-format.ts), a page of rows per query so a
// large table never sits in memory, hashed and gzip-compressed as it goes. D1 has no read
// transaction across queries: a row written during the export (at 3 AM, rare) may or may not be
// in it; the manifest counts what was written.

type Table = { name: string; sql: string };

/** The gzip stream of a snapshot, and its manifest once the stream has been read to the end. */
export function snapshotStream(db: D1Database, takenAt: Date) {
  const gzip = new CompressionStream("gzip");
  const manifest = writeSnapshot(db, takenAt, gzip.writable.getWriter());
  return { stream: gzip.readable as ReadableStream<Uint8Array>, manifest };
}

async function writeSnapshot(db: D1Database, takenAt: Date, out: WritableStreamDefaultWriter<BufferSource>): Promise<SnapshotManifest> {
  try {
    const [tables, migration, photoKeys] = await Promise.all([
      db.prepare(tableListSql).all<Table>(),
      db.prepare("SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1").first<string>("name"),
      db.prepare("SELECT DISTINCT j.value AS key FROM quote_requests q, json_each(q.photo_urls) j ORDER BY 1").all<{ key: string }>(),
    ]);
    if (!migration) throw new Error("the database has no applied migrations (d1_migrations is empty)");
    const digest = new crypto.DigestStream("SHA-256");
    const hash = digest.getWriter();
    const encoder = new TextEncoder();
    let bytes = 0;
    const counts: Record<string, number> = {};
    for (const table of tables.results) {
      for await (const { text, rows } of tablePages(db, table)) {
        const data = encoder.encode(text);
        bytes += data.byteLength;
        counts[table.name] = (counts[table.name] ?? 0) + rows;
        await hash.write(data);
        await out.write(data);
      }
    }
    await hash.close();
    const manifest: SnapshotManifest = {
      format: snapshotFormat,
      takenAt: takenAt.toISOString(),
      migration,
      tables: counts,
      photoKeys: photoKeys.results.map((r) => r.key),
      sha256: [...new Uint8Array(await digest.digest)].map((b) => b.toString(16).padStart(2, "0")).join(""),
      bytes,
    };
    await out.write(encoder.encode(manifestLine(manifest)));
    await out.close();
    return manifest;
  } catch (err) {
    await out.abort(err).catch(() => undefined);
    throw err;
  }
}

/** A table's header line, then its rows a page at a time, in the snapshot's order. */
async function* tablePages(db: D1Database, table: Table): AsyncGenerator<{ text: string; rows: number }> {
  const info = await db.prepare(columnsSql(table.name)).all<{ name: string; pk: number }>();
  const columns = info.results.map((c) => c.name);
  const primaryKey = info.results
    .filter((c) => c.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((c) => c.name);
  const order = snapshotOrder(table.sql, primaryKey);
  const list = columns.map(sqlName).join(", ");
  yield { text: headerLine({ table: table.name, columns }), rows: 0 };
  if (order === "rowid") {
    // Keyset pages: each query starts where the last ended, reading only its own rows.
    let after = Number.MIN_SAFE_INTEGER;
    for (;;) {
      const page = await db
        .prepare(`SELECT rowid, ${list} FROM ${sqlName(table.name)} WHERE rowid > ?1 ORDER BY rowid LIMIT ?2`)
        .bind(after, exportPageRows)
        .raw<SnapshotValue[]>();
      if (!page.length) return;
      yield { text: page.map((r) => rowLine(r.slice(1))).join(""), rows: page.length };
      after = page.at(-1)![0] as number;
      if (page.length < exportPageRows) return;
    }
  }
  // A WITHOUT ROWID table (page_event_visits: today's visits only) is small: offset pages do.
  for (let offset = 0; ; offset += exportPageRows) {
    const page = await db
      .prepare(`SELECT ${list} FROM ${sqlName(table.name)} ORDER BY ${order} LIMIT ?1 OFFSET ?2`)
      .bind(exportPageRows, offset)
      .raw<SnapshotValue[]>();
    if (page.length) yield { text: page.map(rowLine).join(""), rows: page.length };
    if (page.length < exportPageRows) return;
  }
}
