import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { columns, emptyDatabase, run } from "./migration-helpers";

// migrations/0004_source_page.sql on a database that already holds requests: run the migrations
// up to 0003 on an empty database (this file's storage is its own), store a request, then 0004.

describe("migrations/0004_source_page.sql", () => {
  it("adds a nullable source_page text column with no default", async () => {
    expect((await columns()).find((c) => c.name === "source_page")).toEqual({
      name: "source_page",
      type: "TEXT",
      notnull: 0,
      dflt_value: null,
      cid: expect.any(Number),
      pk: 0,
    });
  });

  it("keeps the requests stored before it, with source_page NULL", async () => {
    await emptyDatabase();
    const before = env.TEST_MIGRATIONS.filter((m) => m.name < "0004");
    expect(before.map((m) => m.name)).toEqual(["0001_initial.sql", "0002_owner_inbox.sql", "0003_trusted_devices.sql"]);
    for (const m of before) await run(m.queries);
    expect((await columns()).map((c) => c.name)).not.toContain("source_page");
    await env.DB.prepare(
      "INSERT INTO quote_requests (id, first_name, last_name, phone, email, service_type, description) VALUES ('old-1', 'Ana', 'Reyes', '281-555-0111', 'ana@example.com', 'junk-removal', 'Old couch')",
    ).run();

    await run(env.TEST_MIGRATIONS.find((m) => m.name === "0004_source_page.sql")!.queries);
    const row = await env.DB.prepare("SELECT first_name, service_type, status, source_page FROM quote_requests WHERE id = 'old-1'").first();
    expect(row).toEqual({ first_name: "Ana", service_type: "junk-removal", status: "pending", source_page: null });
    await env.DB.prepare("UPDATE quote_requests SET source_page = '/moving-services' WHERE id = 'old-1'").run();
    expect(await env.DB.prepare("SELECT source_page FROM quote_requests WHERE id = 'old-1'").first("source_page")).toBe("/moving-services");
  });
});
