import type { D1Migration } from "cloudflare:test";
import type { Bindings } from "../src/env";

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
      /** From vitest.config.ts; "missing" when ../shared/data has no vocabulary file. */
      SCHEMA_ORG: import("./schemaorg-vocabulary").SchemaOrgVocabulary | "missing";
    }
    interface GlobalProps {
      mainModule: typeof import("../src/index");
    }
  }
}
