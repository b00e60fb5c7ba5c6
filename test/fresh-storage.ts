import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";

// The setup file, run before every test file. A worker keeps one runtime for all the files it runs
// (vitest.config.ts, isolate: false), so each file starts here with what a runtime of its own gave
// it: every binding's storage empty (database, photo bucket, rate-limit windows, Cache API), then
// the real schema. Modules are shared, as between the tests of one file: helpers' counters go on
// counting, and the app's in-memory copy of pages (keyed by URL) may answer a page another file
// asked for (tests that render with other settings use their own host or EDGE_CACHE = "off").
await reset();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
