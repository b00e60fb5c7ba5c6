import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

import { testStripeKeys, workerTestStripeApi } from "./tools/test-stripe-keys";
import { testVapidKeys } from "./tools/test-vapid-keys";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        // Stripe configured and aimed at the double (test/stripe-helpers.ts); no deposit rule is saved, so no deposit is offered.
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, ...testVapidKeys, ...testStripeKeys, ...workerTestStripeApi } },
      }),
    ],
    test: {
      include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
      setupFiles: ["./test/fresh-storage.ts"],
      // The JSON report feeds .ci/run's summary and its slowest-files table (scripts/test-timings.mjs).
      reporters: ["default", "json"],
      outputFile: { json: "reports/vitest.json" },
      // Two cores running workerd, vite and a browser suite at once can make a share-image render
      // or a 1,300-body property run slow; a slow machine is not a failing test.
      testTimeout: 20_000,
      // Vitest's default is one worker fewer than the cores: one on the 2-core machines. A test file
      // spends most of its time waiting on its workerd and on transforms, so every core gets a worker
      // (npm test: 148 s -> 90 s here, each file keeping its own storage).
      maxWorkers: "100%",
      // A runtime per test file cost more than the tests (workerd started, then the whole app's
      // module graph fetched and evaluated: ~2.7 s per file, 81 files). Each worker keeps one runtime
      // and its modules for every file it runs; the setup file empties the storage before each file.
      isolate: false,
    },
  };
});
