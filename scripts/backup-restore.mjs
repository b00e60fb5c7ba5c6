// npm run backup:restore -- --from FILE [--local | --persist-to DIR | --remote] [--force]
// Restores a snapshot of the nightly backup (a .jsonl.gz from the Backups screen, or from the bucket:
// `wrangler r2 object get spring-junk-removal-backups/snapshots/DATE.jsonl.gz --remote --file FILE`)
// into an empty database, then checks it. In order:
//  1. the file's own checksum and row counts (a damaged file is refused before anything is written);
//  2. the snapshot's migration against the code's (a snapshot from newer code is refused);
//  3. the migrations up to the snapshot's, so the schema is the one its rows were written in;
//  4. the target must be empty (--force empties the snapshot's tables first);
//  5. the rows, the triggers set aside, all in ONE `wrangler d1 execute --file`, so that a failure
//     half-way (a row that breaks a constraint, a lost connection) cannot leave a mix of the old
//     rows and the snapshot's. Locally that is one D1 batch, which D1 runs as one transaction: all
//     or nothing. Remotely it is D1's import, which Cloudflare does not document as all or nothing:
//     so before it the command takes the database's Time Travel bookmark and prints the command
//     that puts the database back there, again on any failure from then on;
//  6. the remaining migrations, then every table read back in the snapshot's order: the same row
//     counts and the same SHA-256 as the manifest, or it says so and exits 1.
// The SQL comes from src/db/snapshot-format.ts, the Worker's own format module (Node's type stripping).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import {
  columnsSql,
  expectedReadBack,
  headerLine,
  migrationNumber,
  parseSnapshot,
  restoreBatches,
  rowCounts,
  rowLine,
  snapshotColumnSql,
  snapshotOrder,
  sqlName,
  tableListSql,
  triggerListSql,
} from "../src/db/snapshot-format.ts";
import { d1File } from "./d1-file.mjs";

const root = new URL("..", import.meta.url).pathname;
const wrangler = `${root}node_modules/.bin/wrangler`;
const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1" };
const usage = "Usage: npm run backup:restore -- --from FILE [--local | --persist-to DIR | --remote] [--force]";
// Set once the rows start to go in: how to get back to the database as it was (README, "Backups and recovery").
let recovery = "No row was written.";
const fail = (message) => {
  console.error(`backup:restore: ${message}`);
  process.exit(1);
};
const failAfterWriting = (message) => fail(`${message}\n${recovery}`);
const sha256 = (text) => createHash("sha256").update(text).digest("hex");
const sameCounts = (a, b) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

let values;
try {
  ({ values } = parseArgs({
    options: {
      from: { type: "string" },
      local: { type: "boolean", default: false },
      "persist-to": { type: "string" },
      remote: { type: "boolean", default: false },
      force: { type: "boolean", default: false },
    },
  }));
} catch (err) {
  fail(`${err.message}\n${usage}`);
}
if (!values.from) fail(`--from is required.\n${usage}`);
if (values.remote && (values.local || values["persist-to"])) fail("--remote cannot be used with --local or --persist-to.");
const started = performance.now();

// 1. The file on its own.
let snapshot;
try {
  const bytes = readFileSync(values.from);
  const text = (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString("utf8");
  snapshot = parseSnapshot(text);
} catch (err) {
  fail(`${values.from} is not a readable snapshot: ${err.message}`);
}
const { manifest } = snapshot;
if (sha256(snapshot.data) !== manifest.sha256) fail("the file's checksum does not match its manifest: it is damaged. Nothing was written.");
if (!sameCounts(rowCounts(snapshot.tables), manifest.tables))
  fail("the file's rows do not match its manifest's counts. Nothing was written.");

// 2. The schema it needs.
const migrationsDir = join(root, "migrations");
const migrations = readdirSync(migrationsDir)
  .filter((f) => f.endsWith(".sql"))
  .sort();
const latest = migrations.at(-1);
if (!migrations.includes(manifest.migration)) {
  if (migrationNumber(manifest.migration) > migrationNumber(latest))
    fail(
      `the snapshot was taken at migration ${manifest.migration}, newer than this code's ${latest}: restore it with the code of that time.`,
    );
  fail(`the snapshot's migration ${manifest.migration} is not in migrations/.`);
}

const target = values.remote
  ? ["--remote"]
  : // wrangler's default local folder, named so the trimmed config below finds the same database.
    ["--local", "--persist-to", values["persist-to"] ?? join(root, ".wrangler/state")];
const where = values.remote ? "the remote database" : `the local database in ${target[2]}`;
const work = mkdtempSync(join(tmpdir(), "backup-restore-"));
// fail() exits at once: the temporary files go on any exit.
process.on("exit", () => rmSync(work, { recursive: true, force: true }));
const run = (args, config) =>
  execFileSync(wrangler, [...args, ...target, ...(config ? ["--config", config] : []), ...(values.remote ? ["--yes"] : [])], {
    cwd: root,
    env: { ...quietEnv, ...(values.remote ? { CI: "true" } : {}) },
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 1 << 30,
  });
const query = (statements, config) => {
  const file = join(work, `query-${Math.random().toString(36).slice(2)}.sql`);
  writeFileSync(file, statements.join("\n"));
  return JSON.parse(run(["d1", "execute", "DB", "--file", file, "--json"], config).toString()).map((r) => r.results);
};

/** Whether DIR already holds this Worker's local D1 database (else a restore there starts from nothing). */
function hasLocalDatabase(dir) {
  try {
    d1File(dir);
    return true;
  } catch {
    return false;
  }
}
// wrangler's table of applied migrations, as `wrangler d1 migrations apply` creates it (getCreateMigrationsTableQuery).
const migrationsTableSql = `CREATE TABLE IF NOT EXISTS "d1_migrations"(
\t\tid         INTEGER PRIMARY KEY AUTOINCREMENT,
\t\tname       TEXT UNIQUE,
\t\tapplied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;
const migrationWithRecord = (name) =>
  `${readFileSync(join(migrationsDir, name), "utf8")}\nINSERT INTO "d1_migrations" (name)\nvalues ('${name.replace(/'/g, "''")}');`;

try {
  // 3. Migrations up to the snapshot's: a copy of wrangler.toml's database with only those files.
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
  const d1 = /\[\[d1_databases\]\][^[]*?database_name\s*=\s*"([^"]+)"[^[]*?database_id\s*=\s*"([^"]+)"/.exec(toml);
  if (!d1) fail("wrangler.toml has no [[d1_databases]] with database_name and database_id.");
  const partial = join(work, "migrations");
  mkdirSync(partial);
  const upToSnapshot = migrations.slice(0, migrations.indexOf(manifest.migration) + 1);
  for (const f of upToSnapshot) copyFileSync(join(migrationsDir, f), join(partial, f));
  const config = join(work, "wrangler.json");
  writeFileSync(
    config,
    JSON.stringify({
      name: "backup-restore",
      compatibility_date: "2026-10-20",
      d1_databases: [{ binding: "DB", database_name: d1[1], database_id: d1[2], migrations_dir: partial }],
    }),
  );
  if (values.remote || hasLocalDatabase(target[2])) run(["d1", "migrations", "apply", "DB"], config);
  else {
    // A new local database: wrangler applies each migration in a run of its own (7 s for 20 of them
    // on these machines), so they go in one run (1.5 s), each followed by the same row wrangler
    // records for it, in its own table (wrangler's buildMigrationQuery): the same database, and the
    // later `migrations apply` of newer ones finds them applied.
    const all = join(work, "migrations.sql");
    writeFileSync(all, [migrationsTableSql, ...upToSnapshot.map((f) => migrationWithRecord(f))].join("\n"));
    run(["d1", "execute", "DB", "--file", all], config);
  }

  // 4. An empty target, unless told. One wrangler call reads all that the restore needs to know:
  // the row counts, the triggers, and each table's definition and key (its order in the snapshot).
  const names = snapshot.tables.map((t) => t.header.table);
  const [counts, triggers, tableList, ...infos] = query(
    [
      `SELECT ${names.map((t) => `(SELECT count(*) FROM ${sqlName(t)}) AS ${sqlName(t)}`).join(", ")};`,
      `${triggerListSql};`,
      `${tableListSql};`,
      ...names.map((t) => `${columnsSql(t)};`),
    ],
    config,
  );
  const filled = Object.entries(counts[0] ?? {}).filter(([, n]) => n > 0);
  if (filled.length && !values.force)
    fail(
      `${where} is not empty (${filled.map(([t, n]) => `${t}: ${n}`).join(", ")}). Restore into an empty one, or add --force to replace its rows.`,
    );

  // 5. The rows, in one call (one transaction locally), after the way back is known.
  if (values.remote) {
    const { bookmark } = JSON.parse(
      execFileSync(wrangler, ["d1", "time-travel", "info", d1[1], "--json"], {
        cwd: root,
        env: quietEnv,
        stdio: ["ignore", "pipe", "pipe"],
      }),
    );
    recovery = `To put ${where} back as it was before this restore: npx wrangler d1 time-travel restore ${d1[1]} --bookmark=${bookmark}`;
    console.log(`Before writing, ${where} is at Time Travel bookmark ${bookmark}. ${recovery}`);
  } else
    recovery = `${where} holds the snapshot's rows as written (in one transaction): once the cause is fixed, restore again with --force.`;
  const [batch = []] = restoreBatches(snapshot, triggers, { wipe: values.force, maxBytes: Number.POSITIVE_INFINITY });
  const rowsFile = join(work, "rows.sql");
  writeFileSync(rowsFile, batch.join("\n"));
  try {
    if (batch.length) run(["d1", "execute", "DB", "--file", rowsFile], config);
  } catch (err) {
    if (values.remote) throw err;
    fail(
      `writing the rows failed and was rolled back: ${where} is as it was before.\n${err.message}\n${err.stdout ?? ""}${err.stderr ?? ""}`,
    );
  }

  // 6. The rest of the migrations, if the code has newer ones, then the check: the snapshot's
  // columns of every table (a column renamed since read under its old name), in the snapshot's
  // order, hashed as the Worker hashed them.
  if (manifest.migration !== latest) run(["d1", "migrations", "apply", "DB"]);
  const tableSql = new Map(tableList.map((t) => [t.name, t.sql]));
  const selects = snapshot.tables.map(({ header }, i) => {
    const primaryKey = infos[i]
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    const columns = header.columns.map((c) => snapshotColumnSql(header.table, c, manifest.migration));
    return `SELECT ${columns.join(", ")} FROM ${sqlName(header.table)} ORDER BY ${snapshotOrder(tableSql.get(header.table), primaryKey)};`;
  });
  const restored = query(selects);
  let data = "";
  const restoredCounts = {};
  snapshot.tables.forEach(({ header }, i) => {
    data += headerLine(header);
    for (const row of restored[i]) data += rowLine(header.columns.map((c) => row[c]));
    restoredCounts[header.table] = restored[i].length;
  });
  if (!sameCounts(restoredCounts, manifest.tables))
    failAfterWriting(
      `the restored row counts differ from the manifest's:\n restored ${JSON.stringify(restoredCounts)}\n manifest ${JSON.stringify(manifest.tables)}`,
    );
  // A column a newer migration emptied (0018's idempotency keys) comes back NULL: expected so.
  if (sha256(data) !== sha256(expectedReadBack(snapshot)))
    failAfterWriting("the restored rows' checksum differs from the manifest's: some value did not come back as it was.");

  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Restored the snapshot of ${manifest.takenAt} (migration ${manifest.migration}) into ${where}: ${rows} rows in ${snapshot.tables.length} tables, ` +
      `in one ${values.remote ? "import" : "transaction"}, ${((performance.now() - started) / 1000).toFixed(1)} s. Row counts and checksum match the manifest.`,
  );
  if (manifest.photoKeys.length)
    console.log(
      `Its requests refer to ${manifest.photoKeys.length} photo(s); a photo missing from the photo bucket has a copy under the same key in the backup bucket (README, "Backups and recovery").`,
    );
} catch (err) {
  const output = `${err.stdout ?? ""}${err.stderr ?? ""}`;
  failAfterWriting(`wrangler failed: ${err.message}\n${output}`);
}
