import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { loadSchemaOrgVocabulary } from "./test/schemaorg-vocabulary";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  // The JSON-LD test checks names against this (the file sits outside the worker, beside the project).
  const schemaOrg = loadSchemaOrgVocabulary(new URL("../shared/data/schemaorg-current-https-30.0.jsonld", import.meta.url));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, SCHEMA_ORG: schemaOrg ?? "missing" } },
      }),
    ],
    test: {
      include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
      setupFiles: ["./test/apply-migrations.ts"],
    },
  };
});
