// The database the migrations make, kept so that it can be made again in one batch: the setup file
// (test/fresh-storage.ts) applies the real migrations (one D1 batch each) in a worker's first test
// file and copies their result into every later file's empty database. The copy is the same
// schema, statement for statement as SQLite keeps it, and the same rows (d1_migrations' among them).

type Row = Record<string, unknown>;
/** What the migrations left: the schema's statements in their order, then each table's rows. */
export type MigratedDatabase = { tables: string[]; rows: { table: string; row: Row }[]; afterRows: string[] };

// Kept on the global object: vitest evaluates the setup file, and what it imports may be evaluated
// again, for every test file, but the worker's global object is the same for all of them.
const key = Symbol.for("test/migrated-database");
const store = globalThis as { [key]?: MigratedDatabase };

export const migratedDatabase = () => store[key];

/** Reads the schema and rows of the freshly migrated `db` (D1's and SQLite's own tables aside). */
export async function captureMigratedDatabase(db: D1Database) {
  const { results: schema } = await db
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY rowid",
    )
    .all<{ type: string; name: string; sql: string }>();
  const tables = schema.filter((s) => s.type === "table");
  const rows: MigratedDatabase["rows"] = [];
  for (const { name } of tables) {
    const { results } = await db.prepare(`SELECT * FROM "${name}"`).all<Row>();
    for (const row of results) rows.push({ table: name, row });
  }
  store[key] = {
    tables: tables.map((t) => t.sql),
    rows,
    // Indexes, triggers and views after the rows: a trigger does not count a copied row again.
    afterRows: schema.filter((s) => s.type !== "table").map((s) => s.sql),
  };
}

/** Makes the captured database again in the empty `db`, in one batch (one transaction). */
export async function replayMigratedDatabase(db: D1Database, migrated: MigratedDatabase) {
  await db.batch([
    // A table a migration rebuilt comes after the tables whose keys point to it: its rows may too.
    db.prepare("PRAGMA defer_foreign_keys = ON"),
    ...migrated.tables.map((sql) => db.prepare(sql)),
    ...migrated.rows.map(({ table, row }) => {
      const columns = Object.keys(row);
      return db
        .prepare(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
        .bind(...Object.values(row));
    }),
    ...migrated.afterRows.map((sql) => db.prepare(sql)),
  ]);
}
