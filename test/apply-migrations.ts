import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Storage is isolated per test file; applying here gives every file the real schema.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
