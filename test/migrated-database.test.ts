import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { captureMigratedDatabase, migratedDatabase, replayMigratedDatabase } from "./migrated-database";
import { emptyDatabase } from "./migration-helpers";

// Every test file but a worker's first starts on a copy of the migrated database (test/fresh-storage.ts):
// the copy must be what the migrations make, or the tests would test another schema.

/** Everything a test could see of the database: schema, AUTOINCREMENT counters, migrations, each table's rows. */
async function everything() {
  const all = async (sql: string) => (await env.DB.prepare(sql).all()).results;
  const master = await all("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE '_cf_%' ORDER BY type, name");
  const tables = master.filter((m) => m.type === "table" && !String(m.name).startsWith("sqlite_")).map((m) => String(m.name));
  const rows: Record<string, unknown[]> = {};
  // d1_migrations.applied_at is the time of applying: its other columns are compared.
  for (const t of tables) rows[t] = await all(t === "d1_migrations" ? "SELECT id, name FROM d1_migrations" : `SELECT * FROM "${t}"`);
  return { master, tableOrder: tables, sequence: await all("SELECT * FROM sqlite_sequence ORDER BY name"), rows };
}

it("the setup's copy of the migrated database is the database the migrations make", async () => {
  await emptyDatabase();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const migrated = await everything();
  await captureMigratedDatabase(env.DB);

  await emptyDatabase();
  await replayMigratedDatabase(env.DB, migratedDatabase()!);
  expect(await everything()).toEqual(migrated);
  expect(migrated.rows.d1_migrations).toHaveLength(env.TEST_MIGRATIONS.length);
});
