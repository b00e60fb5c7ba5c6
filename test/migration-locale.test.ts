import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { columns, emptyDatabase, run } from "./migration-helpers";

// migrations/0005_locale.sql on a database that already holds requests: run the migrations up to
// 0004 on an empty database (this file's storage is its own), store a request, then 0005.

describe("migrations/0005_locale.sql", () => {
  it("adds a locale text column, NOT NULL, default 'en'", async () => {
    expect((await columns()).find((c) => c.name === "locale")).toEqual({
      name: "locale",
      type: "TEXT",
      notnull: 1,
      dflt_value: "'en'",
      cid: expect.any(Number),
      pk: 0,
    });
  });

  it("gives the requests stored before it locale 'en', and stores 'es' when told", async () => {
    await emptyDatabase();
    const before = env.TEST_MIGRATIONS.filter((m) => m.name < "0005");
    expect(before.map((m) => m.name)).toEqual([
      "0001_initial.sql",
      "0002_owner_inbox.sql",
      "0003_trusted_devices.sql",
      "0004_source_page.sql",
    ]);
    for (const m of before) await run(m.queries);
    expect((await columns()).map((c) => c.name)).not.toContain("locale");
    await env.DB.prepare(
      "INSERT INTO quote_requests (id, first_name, last_name, phone, email, service_type, description, source_page) VALUES ('old-1', 'Ana', 'Reyes', '281-555-0111', 'ana@example.com', 'junk-removal', 'Old couch', '/junk-removal')",
    ).run();

    await run(env.TEST_MIGRATIONS.find((m) => m.name === "0005_locale.sql")!.queries);
    const row = await env.DB.prepare("SELECT first_name, status, source_page, locale FROM quote_requests WHERE id = 'old-1'").first();
    expect(row).toEqual({ first_name: "Ana", status: "pending", source_page: "/junk-removal", locale: "en" });
    await env.DB.prepare(
      "INSERT INTO quote_requests (id, first_name, last_name, phone, email, service_type, description, locale) VALUES ('new-1', 'Inés', 'Soto', '281-555-0112', 'ines@example.com', 'junk-removal', 'Un sofá', 'es')",
    ).run();
    expect(await env.DB.prepare("SELECT locale FROM quote_requests WHERE id = 'new-1'").first("locale")).toBe("es");
    await expect(env.DB.prepare("UPDATE quote_requests SET locale = NULL WHERE id = 'old-1'").run()).rejects.toThrow(/NOT NULL/);
  });
});
