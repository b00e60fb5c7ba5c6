import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { expectedReadBack, headerLine, rowLine, snapshotColumnSql, type SnapshotManifest } from "../src/db/snapshot-format";
import { emptyDatabase, run } from "./migration-helpers";

// migrations/0018_submission_keys.sql (issue 43): the idempotency keys stored before are dropped (SQLite
// cannot hash them; a key a backup or the API showed could be sent again), the column holds only
// hashes from then on, still unique, and each request gets a place for its content's fingerprint.

describe("migrations/0018_submission_keys.sql on a database that holds keys", () => {
  it("drops every stored key, keeps the requests, and keeps the hashes unique", async () => {
    await emptyDatabase();
    for (const m of env.TEST_MIGRATIONS.filter((m) => m.name < "0018")) await run(m.queries);
    const insert = (id: string, key: string | null) =>
      `INSERT INTO quote_requests (id, first_name, last_name, phone, email, service_type, description, idempotency_key) VALUES ('${id}', 'A', 'B', '1', 'a@b.c', 'junk-removal', 'x', ${key === null ? "NULL" : `'${key}'`})`;
    await run([insert("r1", "k:3f0c2e7a-5a1b-4c3d-9e8f-0123456789ab"), insert("r2", `d:${"a".repeat(64)}`), insert("r3", null)]);

    await run(env.TEST_MIGRATIONS.find((m) => m.name === "0018_submission_keys.sql")!.queries);
    const rows = (
      await env.DB.prepare("SELECT id, idempotency_key_hash AS hash, content_fingerprint AS fp FROM quote_requests ORDER BY id").all()
    ).results;
    expect(rows).toEqual([
      { id: "r1", hash: null, fp: null },
      { id: "r2", hash: null, fp: null },
      { id: "r3", hash: null, fp: null },
    ]);
    const columns = (await env.DB.prepare("SELECT name FROM pragma_table_info('quote_requests')").all<{ name: string }>()).results;
    expect(columns.map((c) => c.name)).not.toContain("idempotency_key");
    await env.DB.prepare("UPDATE quote_requests SET idempotency_key_hash = 'h' WHERE id = 'r1'").run();
    await expect(env.DB.prepare("UPDATE quote_requests SET idempotency_key_hash = 'h' WHERE id = 'r2'").run()).rejects.toThrow(/UNIQUE/);
  });
});

describe("a snapshot taken before 0018, restored by the code after it", () => {
  it("writes its keys under the old column, reads them back from the renamed one, and expects them emptied", () => {
    const header = { table: "quote_requests", columns: ["id", "idempotency_key"] };
    const rows = [
      ["q1", "k:3f0c2e7a-5a1b-4c3d-9e8f-0123456789ab"],
      ["q2", null],
    ];
    const data = headerLine(header) + rows.map(rowLine).join("");
    const manifest = { migration: "0017_trace_id.sql" } as SnapshotManifest;
    expect(expectedReadBack({ tables: [{ header, rows }], manifest, data })).toBe(
      headerLine(header) + rowLine(["q1", null]) + rowLine(["q2", null]),
    );
    expect(snapshotColumnSql("quote_requests", "idempotency_key", manifest.migration)).toBe('"idempotency_key_hash" AS "idempotency_key"');
    // A snapshot of 0018 or later is read back as it is.
    const later = { migration: "0018_submission_keys.sql" } as SnapshotManifest;
    expect(expectedReadBack({ tables: [{ header, rows }], manifest: later, data })).toBe(data);
  });
});
