import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { forgetPricesInForce } from "../src/db/price-book";
import { captureMigratedDatabase, migratedDatabase, replayMigratedDatabase } from "./migrated-database";

// The setup file, run before every test file. A worker keeps one runtime for all the files it runs
// (vitest.config.ts, isolate: false), so each file starts here with what a runtime of its own gave
// it: every binding's storage empty (reset(): database, photo bucket, rate-limit windows, Cache
// API), then the real schema. Modules are shared, as between the tests of one file: helpers'
// counters go on counting, and the app's in-memory copy of pages (keyed by URL) may answer a page
// another file asked for (tests that render with other settings use their own host).
await reset();
// The tables and photos, which the tests count, are also removed one by one: in one of six full
// runs a sign-in answered 429 as if another file's sign-in failures had outlived reset().
const { results } = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY rowid DESC",
).all<{ name: string }>();
// Newest first: a table is dropped before the tables its foreign keys point to.
for (const { name } of results) await env.DB.prepare(`DROP TABLE "${name}"`).run();
for (const bucket of [env.QUOTE_PHOTOS, env.BACKUPS]) {
  for (let page = await bucket.list(); page.objects.length > 0; page = await bucket.list()) {
    await bucket.delete(page.objects.map((o) => o.key));
  }
}
// A worker's first file applies the migrations, one batch each; its later files get the database
// they made, copied in one batch (test/migrated-database.ts): about a tenth of the time, 145 times.
const migrated = migratedDatabase();
if (migrated) await replayMigratedDatabase(env.DB, migrated);
else {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await captureMigratedDatabase(env.DB);
}
// The price book in force is kept in module memory (src/db/price-book.ts): a new file starts with none.
forgetPricesInForce();
