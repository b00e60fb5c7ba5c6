// A database snapshot, as the nightly backup writes it (src/jobs/backup/) and the restore command
// reads it (scripts/backup-restore.mjs imports this file through Node's type stripping, hence no
// imports and only erasable TypeScript). One gzip-compressed file of JSON lines:
//   {"table":"users","columns":["id","username",...]}    a table's header, then its rows,
//   ["3f2c...","owner",...]                               one array a row, in the header's order,
//   ...                                                   every table in turn,
//   {"manifest":{...}}                                    last: the manifest (below).
// The checksum is the SHA-256 of every byte before the manifest's line. A restore re-reads the
// restored tables in the same order (snapshotOrder) and must arrive at the same checksum.

export const snapshotFormat = 1;

export type SnapshotValue = string | number | null;
export type TableHeader = { table: string; columns: string[] };

export type SnapshotManifest = {
  format: typeof snapshotFormat;
  /** ISO time the snapshot was taken. */
  takenAt: string;
  /** The newest migration applied to the database (d1_migrations), e.g. "0011_call_tap_visits.sql". */
  migration: string;
  /** Rows written per table, in the snapshot's order. */
  tables: Record<string, number>;
  /** The photo objects the requests refer to (quote_requests.photo_urls). */
  photoKeys: string[];
  /** Hex SHA-256 of the data lines. */
  sha256: string;
  /** Uncompressed bytes of the data lines. */
  bytes: number;
};

export type ParsedSnapshot = { tables: { header: TableHeader; rows: SnapshotValue[][] }[]; manifest: SnapshotManifest; data: string };

export const headerLine = (header: TableHeader) => `${JSON.stringify(header)}\n`;
export const rowLine = (row: SnapshotValue[]) => `${JSON.stringify(row)}\n`;
export const manifestLine = (manifest: SnapshotManifest) => `${JSON.stringify({ manifest })}\n`;

/** An SQL identifier, quoted. */
export const sqlName = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A value as an SQL literal. The schema has no BLOB columns; a JSON column is text like any other. */
export function sqlLiteral(value: SnapshotValue) {
  if (value === null) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`a snapshot value is not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

/** Tables a snapshot leaves out: SQLite's and D1's own, and the migration ledger (the restore applies migrations itself). */
export const tableListSql =
  "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY rowid";

/** The rows' order in a snapshot: insertion (rowid), or the primary key of a WITHOUT ROWID table, which has no rowid. */
export function snapshotOrder(createSql: string, primaryKey: string[]) {
  return /\bWITHOUT\s+ROWID\b/i.test(createSql) ? primaryKey.map(sqlName).join(", ") : "rowid";
}

/** SQLite's text for the columns of a table (PRAGMA table_info gives names in order and pk positions). */
export const columnsSql = (table: string) => `PRAGMA table_info(${sqlName(table)})`;

/**
 * INSERT statements for rows of one table, several rows each but under maxBytes (D1 refuses a
 * statement over 100 KB). A single row larger than that is one statement of its own.
 */
export function insertStatements(header: TableHeader, rows: SnapshotValue[][], maxBytes = 90_000) {
  const head = `INSERT INTO ${sqlName(header.table)} (${header.columns.map(sqlName).join(", ")}) VALUES\n`;
  const statements: string[] = [];
  let values: string[] = [];
  let size = head.length;
  for (const row of rows) {
    if (row.length !== header.columns.length)
      throw new Error(`a row of ${header.table} has ${row.length} values for ${header.columns.length} columns`);
    const tuple = `(${row.map(sqlLiteral).join(", ")})`;
    if (values.length && size + tuple.length + 2 > maxBytes) {
      statements.push(`${head}${values.join(",\n")};`);
      values = [];
      size = head.length;
    }
    values.push(tuple);
    size += tuple.length + 2;
  }
  if (values.length) statements.push(`${head}${values.join(",\n")};`);
  return statements;
}

/** Splits a snapshot's text into its tables and manifest; throws on anything that is not one. */
export function parseSnapshot(text: string): ParsedSnapshot {
  const body = text.endsWith("\n") ? text.slice(0, -1) : text;
  const lastBreak = body.lastIndexOf("\n");
  const last = JSON.parse(body.slice(lastBreak + 1)) as { manifest?: SnapshotManifest };
  const manifest = last.manifest;
  if (!manifest || manifest.format !== snapshotFormat) throw new Error("the file does not end with a snapshot manifest of format 1");
  const data = lastBreak < 0 ? "" : body.slice(0, lastBreak + 1);
  const tables: ParsedSnapshot["tables"] = [];
  for (const line of data.split("\n")) {
    if (!line) continue;
    const value = JSON.parse(line) as TableHeader | SnapshotValue[];
    if (Array.isArray(value)) {
      const current = tables.at(-1);
      if (!current) throw new Error("a row comes before any table header");
      current.rows.push(value);
    } else tables.push({ header: value, rows: [] });
  }
  return { tables, manifest, data };
}

/** The row counts a snapshot's data holds, to hold against its manifest. */
export const rowCounts = (tables: ParsedSnapshot["tables"]) => Object.fromEntries(tables.map((t) => [t.header.table, t.rows.length]));

/** A migration's number, from its file name ("0011_call_tap_visits.sql" is 11). */
export const migrationNumber = (name: string) => Number(/^(\d+)/.exec(name)?.[1] ?? Number.NaN);

/**
 * Columns a migration renamed. A snapshot names a table's columns as they were when it was taken:
 * the restore writes its rows under those names (it applies the migrations up to the snapshot's
 * first), and reads them back, once the newer migrations have run, from the renamed column.
 */
export const renamedColumns: { migration: number; table: string; from: string; to: string }[] = [
  { migration: 17, table: "side_effect_failures", from: "request_id", to: "trace_id" },
  { migration: 18, table: "quote_requests", from: "idempotency_key", to: "idempotency_key_hash" },
];

/**
 * Columns a migration emptied: 0018 drops the idempotency keys (SQLite has no SHA-256 to keep their
 * hashes). A snapshot taken before restores them, and the migration empties them again: the restore
 * then reads them back as NULL.
 */
export const clearedColumns: { migration: number; table: string; column: string }[] = [
  { migration: 18, table: "quote_requests", column: "idempotency_key" },
];

/** The data lines a restore reads back once every migration ran: the snapshot's own, with what a newer migration emptied as NULL. */
export function expectedReadBack({ tables, manifest, data }: ParsedSnapshot) {
  const cleared = clearedColumns.filter((c) => c.migration > migrationNumber(manifest.migration));
  if (!cleared.length) return data;
  let expected = "";
  for (const { header, rows } of tables) {
    expected += headerLine(header);
    const emptied = header.columns.map((column) => cleared.some((c) => c.table === header.table && c.column === column));
    for (const row of rows) expected += rowLine(row.map((value, i) => (emptied[i] ? null : value)));
  }
  return expected;
}

/** A snapshot's column in a SELECT on the database every migration has reached: `"trace_id" AS "request_id"` when renamed since. */
export function snapshotColumnSql(table: string, column: string, snapshotMigration: string) {
  const renamed = renamedColumns.find((r) => r.table === table && r.from === column && r.migration > migrationNumber(snapshotMigration));
  return renamed ? `${sqlName(renamed.to)} AS ${sqlName(column)}` : sqlName(column);
}

export type Trigger = { name: string; sql: string };
export const triggerListSql = "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY rowid";

/**
 * The restore's statements in batches of about maxBytes (one `wrangler d1 execute --file` each).
 * Every batch drops the schema's triggers first and creates them again last: a trigger would act
 * on restored rows a second time (an insert into page_event_visits adds to page_events, whose
 * rows the snapshot already holds). `wipe` empties the snapshot's tables first, children first.
 */
export function restoreBatches(snapshot: Pick<ParsedSnapshot, "tables">, triggers: Trigger[], { wipe = false, maxBytes = 4_000_000 } = {}) {
  const before = ["PRAGMA defer_foreign_keys = on;", ...triggers.map((t) => `DROP TRIGGER IF EXISTS ${sqlName(t.name)};`)];
  const after = triggers.map((t) => `${t.sql};`);
  const batches: string[][] = [];
  let current: string[] = [];
  let size = 0;
  const flush = () => {
    if (current.length) batches.push([...before, ...current, ...after]);
    current = [];
    size = 0;
  };
  if (wipe) current.push(...[...snapshot.tables].reverse().map((t) => `DELETE FROM ${sqlName(t.header.table)};`));
  for (const { header, rows } of snapshot.tables) {
    for (const statement of insertStatements(header, rows)) {
      if (size + statement.length > maxBytes) flush();
      current.push(statement);
      size += statement.length;
    }
  }
  flush();
  return batches;
}
