import { env } from "cloudflare:workers";
import { is, SQL } from "drizzle-orm";
import { getTableConfig, SQLiteSyncDialect, SQLiteTable, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { schema } from "../src/db";

// One table as drizzle (src/db/schema.ts) and as the migrated database each describe it, in the
// same shape, so that test/schema.test.ts can compare the two with one toEqual a table.

export type TableShape = {
  columns: { name: string; affinity: string; notNull: boolean; default: string | null }[];
  primaryKey: string[];
  /** Each index by its name (a UNIQUE constraint's by its columns: SQLite names those itself). */
  indexes: string[];
  foreignKeys: string[];
};

/** Every table drizzle knows, by its SQL name. */
export const drizzleTables = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is SQLiteTable => is(value, SQLiteTable))
    .map((table) => [getTableConfig(table).name, table]),
);

/** The migrated database's tables, but D1's own, Cloudflare's and SQLite's. */
export async function sqlTables() {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
  ).all<{ name: string }>();
  return results.map((r) => r.name);
}

/** SQLite's type affinity of a declared type (https://sqlite.org/datatype3.html, 3.1). */
function affinity(declared: string) {
  const type = declared.toUpperCase();
  if (type.includes("INT")) return "INTEGER";
  if (/CHAR|CLOB|TEXT/.test(type)) return "TEXT";
  if (type === "" || type.includes("BLOB")) return "BLOB";
  if (/REAL|FLOA|DOUB/.test(type)) return "REAL";
  return "NUMERIC";
}

const dialect = new SQLiteSyncDialect();
const spaced = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();
/** An SQL expression without the parentheses around the whole of it, which a DEFAULT needs and drizzle's sql`` may leave out. */
function bare(expression: string) {
  let text = expression.trim();
  while (text.startsWith("(") && text.endsWith(")")) {
    let depth = 0;
    const inner = text.slice(1, -1);
    for (const char of inner) if ((depth += char === "(" ? 1 : char === ")" ? -1 : 0) < 0) return text;
    text = inner.trim();
  }
  return text;
}
const index = (name: string, columns: string[], unique: boolean, where: string | null) =>
  `${name}${unique ? " UNIQUE" : ""} (${columns.join(", ")})${where ? ` WHERE ${spaced(where)}` : ""}`;
const foreignKey = (from: string[], table: string, to: string[], onDelete: string) =>
  `(${from.join(", ")}) → ${table} (${to.join(", ")}) ON DELETE ${onDelete.toUpperCase()}`;

/** A column's default as SQL writes it; null for none, and for one only drizzle's code makes ($defaultFn). */
function sqlDefault(column: SQLiteColumn): string | null {
  if (column.default === undefined) return null;
  if (is(column.default, SQL)) return bare(dialect.sqlToQuery(column.default).sql);
  const value: unknown = column.mapToDriverValue(column.default);
  return typeof value === "string" ? `'${value.replaceAll("'", "''")}'` : String(value);
}

export function drizzleShape(table: SQLiteTable): TableShape {
  const config = getTableConfig(table);
  const compositeKey = config.primaryKeys[0]?.columns.map((c) => c.name);
  const uniques = [
    ...config.columns.filter((c) => c.isUnique).map((c) => [c.name]),
    ...config.uniqueConstraints.map((u) => u.columns.map((c) => c.name)),
  ];
  return {
    columns: config.columns.map((c) => ({
      name: c.name,
      affinity: affinity(c.getSQLType()),
      notNull: c.notNull,
      default: sqlDefault(c),
    })),
    primaryKey: compositeKey ?? config.columns.filter((c) => c.primary).map((c) => c.name),
    indexes: [
      ...config.indexes.map(({ config: i }) =>
        index(
          i.name,
          i.columns.map((c) => (c as SQLiteColumn).name),
          i.unique,
          i.where ? dialect.sqlToQuery(i.where).sql : null,
        ),
      ),
      ...uniques.map((columns) => index("(unique constraint)", columns, true, null)),
    ].sort(),
    foreignKeys: config.foreignKeys
      .map((fk) => {
        const { columns, foreignColumns, foreignTable } = fk.reference();
        return foreignKey(
          columns.map((c) => c.name),
          getTableConfig(foreignTable).name,
          foreignColumns.map((c) => c.name),
          fk.onDelete ?? "no action",
        );
      })
      .sort(),
  };
}

type Pragma = { name: string; type: string; notnull: number; dflt_value: string | null; pk: number };
type IndexRow = { name: string; unique: number; origin: "c" | "u" | "pk"; sql: string | null };
type ForeignKeyRow = { id: number; table: string; from: string; to: string; on_delete: string };

const all = async <T>(query: string, ...params: string[]) =>
  (
    await env.DB.prepare(query)
      .bind(...params)
      .all<T>()
  ).results;

/**
 * What the database says of a table; `madeByCode` are the columns whose default drizzle's code
 * makes ($defaultFn), which SQL cannot be compared with.
 */
export async function sqlShape(name: string, madeByCode: Set<string>): Promise<TableShape> {
  const columns = await all<Pragma>('SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?) ORDER BY cid', name);
  const indexes = await all<IndexRow>(
    "SELECT l.name, l.\"unique\", l.origin, m.sql FROM pragma_index_list(?) l LEFT JOIN sqlite_master m ON m.type = 'index' AND m.name = l.name",
    name,
  );
  const foreignKeys = await all<ForeignKeyRow>(
    'SELECT id, "table", "from", "to", on_delete FROM pragma_foreign_key_list(?) ORDER BY id, seq',
    name,
  );
  const described: string[] = [];
  for (const i of indexes.filter((i) => i.origin !== "pk")) {
    const indexed = await all<{ name: string }>("SELECT name FROM pragma_index_info(?) ORDER BY seqno", i.name);
    const where = i.sql && /\bWHERE\b(.*)$/is.exec(i.sql)?.[1];
    described.push(
      index(
        i.origin === "u" ? "(unique constraint)" : i.name,
        indexed.map((c) => c.name),
        i.unique === 1,
        where || null,
      ),
    );
  }
  const keys = new Map<number, ForeignKeyRow[]>();
  for (const fk of foreignKeys) keys.set(fk.id, [...(keys.get(fk.id) ?? []), fk]);
  return {
    columns: columns.map((c) => ({
      name: c.name,
      affinity: affinity(c.type),
      // A primary key's column is NOT NULL in drizzle; SQLite lets only an INTEGER PRIMARY KEY refuse NULL
      // unless it says so, and every key here is given a value.
      notNull: c.notnull === 1 || c.pk > 0,
      default: madeByCode.has(c.name) || c.dflt_value === null ? null : bare(c.dflt_value),
    })),
    primaryKey: columns
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name),
    indexes: described.sort(),
    foreignKeys: [...keys.values()]
      .map((rows) =>
        foreignKey(
          rows.map((r) => r.from),
          rows[0]!.table,
          rows.map((r) => r.to),
          rows[0]!.on_delete,
        ),
      )
      .sort(),
  };
}

/** The columns whose default drizzle's code makes ($defaultFn), which SQL need not know. */
export const madeByCode = (table: SQLiteTable) =>
  new Set(
    getTableConfig(table)
      .columns.filter((c) => c.defaultFn)
      .map((c) => c.name),
  );
