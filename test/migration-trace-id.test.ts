import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { latestFailures } from "../src/db/failures";
import { db } from "./admin-helpers";
import { emptyDatabase, run } from "./migration-helpers";

// migrations/0017_trace_id.sql renames side_effect_failures.request_id to trace_id (the README's
// glossary: a "request id" would be a visitor's request's): the failures recorded before keep
// their id, under the new name drizzle reads.

describe("migrations/0017_trace_id.sql on a database that holds failures", () => {
  it("keeps each failure's id, now its trace_id", async () => {
    await emptyDatabase();
    for (const m of env.TEST_MIGRATIONS.filter((m) => m.name < "0017")) await run(m.queries);
    await env.DB.prepare(
      "INSERT INTO side_effect_failures (kind, request_id, quote_request_id, error, failed_at) VALUES ('lead-email', '8e4f0c2a9b1d3e57-DFW', NULL, 'Error: refused', 1763600000000)",
    ).run();

    await run(env.TEST_MIGRATIONS.find((m) => m.name === "0017_trace_id.sql")!.queries);
    const columns = (await env.DB.prepare("SELECT name FROM pragma_table_info('side_effect_failures')").all<{ name: string }>()).results;
    expect(columns.map((c) => c.name)).toEqual(["id", "kind", "trace_id", "quote_request_id", "error", "failed_at"]);
    expect(await latestFailures(db, new Date(0))).toMatchObject([
      { kind: "lead-email", traceId: "8e4f0c2a9b1d3e57-DFW", error: "Error: refused" },
    ]);
  });
});
