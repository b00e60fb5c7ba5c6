import type { D1Migration } from "cloudflare:test";

// The one test-only binding (vitest.config.ts); the rest of Env is generated from wrangler.toml.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
