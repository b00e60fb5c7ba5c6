import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../src/db";
import { customerEventCounts, customerEventKindsOf, customerEventsOf, recordCustomerEvent } from "../src/db/customer-events";
import { db, seedRequest } from "./admin-helpers";
import { columns, emptyDatabase, run } from "./migration-helpers";

// migrations/0015_customer_page.sql: rows written through drizzle read back as they went in, the
// checks the SQL makes, and a request's page rows gone with the request. That its tables are
// drizzle's (columns, keys, indexes) is test/schema.test.ts's, for every table.

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
type Pragma = { name: string; notnull: number; pk: number };
const tableInfo = async (table: string) => (await env.DB.prepare(`PRAGMA table_info(${table})`).all<Pragma>()).results;
const at = (iso: string) => new Date(iso);

describe("migrations/0015's columns on older tables", () => {
  it("adds the on-the-way and reminder columns to quote_requests, and viewed_at to quotes, all nullable", async () => {
    const added = (await columns()).filter((c) =>
      ["on_the_way_at", "on_the_way_minutes", "crew_lead", "customer_reminder_for"].includes(c.name),
    );
    expect(added.map((c) => [c.name, c.type, c.notnull])).toEqual([
      ["on_the_way_at", "INTEGER", 0],
      ["on_the_way_minutes", "INTEGER", 0],
      ["crew_lead", "TEXT", 0],
      ["customer_reminder_for", "TEXT", 0],
    ]);
    expect((await tableInfo("quotes")).find((c) => c.name === "viewed_at")).toMatchObject({ notnull: 0, pk: 0 });
  });
});

describe("rows of the customer's page, written and read through drizzle", () => {
  it("a link: every field back as written, the times as milliseconds", async () => {
    const request = await seedRequest();
    const link = {
      tokenHash: "a".repeat(64),
      quoteRequestId: request.id,
      createdAt: at("2026-05-01T14:00:00.123Z"),
      createdBy: "customer",
      revokedAt: at("2026-05-09T10:00:00Z"),
      firstViewedAt: at("2026-05-01T14:05:00Z"),
      lastViewedAt: at("2026-05-08T09:30:00Z"),
    };
    await db.insert(schema.customerLinks).values(link);
    expect(await db.query.customerLinks.findFirst({ where: eq(schema.customerLinks.tokenHash, link.tokenHash) })).toEqual(link);
    const raw = await env.DB.prepare("SELECT created_at, revoked_at FROM customer_links WHERE token_hash = ?").bind(link.tokenHash).first();
    expect(raw).toEqual({ created_at: link.createdAt.getTime(), revoked_at: link.revokedAt.getTime() });

    // Optional fields default to NULL; the hash is the key; a link needs its request.
    const bare = { tokenHash: "b".repeat(64), quoteRequestId: request.id, createdAt: at("2026-05-02T00:00:00Z"), createdBy: "owner" };
    await db.insert(schema.customerLinks).values(bare);
    expect(await db.query.customerLinks.findFirst({ where: eq(schema.customerLinks.tokenHash, bare.tokenHash) })).toEqual({
      ...bare,
      revokedAt: null,
      firstViewedAt: null,
      lastViewedAt: null,
    });
    await expect(db.insert(schema.customerLinks).values({ ...bare, createdBy: "someone" })).rejects.toThrow();
    await expect(
      db.insert(schema.customerLinks).values({ ...bare, tokenHash: "c".repeat(64), quoteRequestId: "no-such-request" }),
    ).rejects.toThrow();
  });

  it("an event: the detail as JSON (or NULL), ids in order; the table refuses a detail that is not JSON", async () => {
    const request = await seedRequest();
    const moved = { fromDate: "2026-05-04", fromWindow: "07-09", toDate: "2026-05-05", toWindow: "13-15" };
    await recordCustomerEvent(db, request.id, "moved", moved, at("2026-05-02T15:00:00Z"));
    await recordCustomerEvent(db, request.id, "notifications-on", null, at("2026-05-01T15:00:00Z"));
    await recordCustomerEvent(db, request.id, "question", { text: "¿Pueden llevarse también la nevera?" }, at("2026-05-02T15:00:00Z"));
    const events = await customerEventsOf(db, request.id);
    expect(events.map(({ id: _, ...e }) => e)).toEqual([
      { quoteRequestId: request.id, kind: "notifications-on", detail: null, at: at("2026-05-01T15:00:00Z") },
      { quoteRequestId: request.id, kind: "moved", detail: moved, at: at("2026-05-02T15:00:00Z") },
      {
        quoteRequestId: request.id,
        kind: "question",
        detail: { text: "¿Pueden llevarse también la nevera?" },
        at: at("2026-05-02T15:00:00Z"),
      },
    ]);
    // Same time: the order they happened in (the id).
    expect(events[1]!.id).toBeLessThan(events[2]!.id);
    const raw = await env.DB.prepare("SELECT detail, at FROM customer_events WHERE id = ?")
      .bind(events[1]!.id)
      .first<{ detail: string; at: number }>();
    expect(JSON.parse(raw!.detail)).toEqual(moved);
    expect(raw!.at).toBe(Date.parse("2026-05-02T15:00:00Z"));

    await expect(
      env.DB.prepare("INSERT INTO customer_events (quote_request_id, kind, detail, at) VALUES (?, 'question', '{not json', 0)")
        .bind(request.id)
        .run(),
    ).rejects.toThrow(/CHECK/);

    expect((await customerEventKindsOf(db, [request.id])).get(request.id)).toEqual(new Set(["moved", "notifications-on", "question"]));
    expect(await customerEventCounts(db, at("2026-05-02T00:00:00Z"))).toMatchObject({
      moved: 1,
      question: 1,
      "notifications-on": 0,
      approved: 0,
    });
  });

  it("a push subscription: an id made by drizzle, one row per request and endpoint", async () => {
    const request = await seedRequest();
    const other = await seedRequest();
    const sub = {
      quoteRequestId: request.id,
      endpoint: "https://push.example.test/send/customer-1",
      p256dh: "p256dh-key",
      auth: "auth-secret",
      createdAt: at("2026-05-03T12:00:00Z"),
    };
    const [inserted] = await db.insert(schema.customerPushSubscriptions).values(sub).returning();
    expect(inserted!.id).toMatch(uuid);
    expect(await db.query.customerPushSubscriptions.findFirst({ where: eq(schema.customerPushSubscriptions.id, inserted!.id) })).toEqual({
      ...sub,
      id: inserted!.id,
    });
    await expect(db.insert(schema.customerPushSubscriptions).values({ ...sub, p256dh: "another" })).rejects.toThrow();
    // The same phone following another of its requests is another row.
    await db.insert(schema.customerPushSubscriptions).values({ ...sub, quoteRequestId: other.id });
    expect(await db.select().from(schema.customerPushSubscriptions)).toHaveLength(2);
  });

  it("window capacity: weekdays -1 to 6, 0 to 50 jobs, no row until the owner saves one", async () => {
    expect(await db.select().from(schema.windowCapacity)).toEqual([]);
    await db.insert(schema.windowCapacity).values([
      { weekday: -1, jobs: 1 },
      { weekday: 0, jobs: 0 },
      { weekday: 6, jobs: 50 },
    ]);
    for (const bad of [
      { weekday: 7, jobs: 1 },
      { weekday: -2, jobs: 1 },
      { weekday: 3, jobs: 51 },
      { weekday: 3, jobs: -1 },
      { weekday: 0, jobs: 2 },
    ])
      await expect(db.insert(schema.windowCapacity).values(bad), JSON.stringify(bad)).rejects.toThrow();
    expect(await db.select().from(schema.windowCapacity).orderBy(schema.windowCapacity.weekday)).toEqual([
      { weekday: -1, jobs: 1 },
      { weekday: 0, jobs: 0 },
      { weekday: 6, jobs: 50 },
    ]);
    await db.delete(schema.windowCapacity);
  });

  it("on our way, the reminder's day and a quote's viewed time: written and read back; minutes only 15, 30, 45 or 60", async () => {
    const request = await seedRequest({ status: "scheduled", bookedDate: "2026-05-05", bookedWindow: "09-11" });
    const onTheWay = { onTheWayAt: at("2026-05-05T14:10:00Z"), onTheWayMinutes: 30, crewLead: "Luis", customerReminderFor: "2026-05-05" };
    await db.update(schema.quoteRequests).set(onTheWay).where(eq(schema.quoteRequests.id, request.id));
    expect(await db.query.quoteRequests.findFirst({ where: eq(schema.quoteRequests.id, request.id) })).toMatchObject(onTheWay);
    for (const minutes of [15, 45, 60, null])
      await db.update(schema.quoteRequests).set({ onTheWayMinutes: minutes }).where(eq(schema.quoteRequests.id, request.id));
    for (const minutes of [0, 20, 90])
      await expect(
        db.update(schema.quoteRequests).set({ onTheWayMinutes: minutes }).where(eq(schema.quoteRequests.id, request.id)),
        String(minutes),
      ).rejects.toThrow();
    // A new request starts with none of them.
    expect(await seedRequest()).toMatchObject({ onTheWayAt: null, onTheWayMinutes: null, crewLead: null, customerReminderFor: null });

    const quote = {
      quoteRequestId: request.id,
      version: 1,
      lowCents: 18_000,
      highCents: 24_000,
      included: "Sofa, treadmill",
      validUntil: "2026-05-20",
      createdBy: "owner",
      createdAt: at("2026-05-01T10:00:00Z"),
    };
    const [written] = await db.insert(schema.quotes).values(quote).returning();
    expect(written).toMatchObject({ viewedAt: null, approvedAt: null });
    const viewedAt = at("2026-05-01T18:22:00Z");
    await db.update(schema.quotes).set({ viewedAt }).where(eq(schema.quotes.id, written!.id));
    expect(await db.query.quotes.findFirst({ where: eq(schema.quotes.id, written!.id) })).toMatchObject({ ...quote, viewedAt });
  });
});

describe("deleting a request", () => {
  it("deletes its links, events and push subscriptions, and no other request's", async () => {
    const gone = await seedRequest();
    const kept = await seedRequest();
    for (const [request, n] of [
      [gone, "1"],
      [kept, "2"],
    ] as const) {
      await db
        .insert(schema.customerLinks)
        .values({ tokenHash: n.repeat(64), quoteRequestId: request.id, createdAt: new Date(), createdBy: "customer" });
      await recordCustomerEvent(db, request.id, "question", { text: `question ${n}` });
      await db.insert(schema.customerPushSubscriptions).values({
        quoteRequestId: request.id,
        endpoint: "https://push.example.test/send/same-phone",
        p256dh: "k",
        auth: "a",
        createdAt: new Date(),
      });
    }
    const count = async (table: string, id: string) =>
      (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE quote_request_id = ?`).bind(id).first<{ n: number }>())!.n;
    const pageTables = ["customer_links", "customer_events", "customer_push_subscriptions"];
    for (const table of pageTables) expect(await count(table, gone.id), table).toBe(1);

    await db.delete(schema.quoteRequests).where(eq(schema.quoteRequests.id, gone.id));
    for (const table of pageTables) {
      expect(await count(table, gone.id), table).toBe(0);
      expect(await count(table, kept.id), table).toBe(1);
    }
  });
});

describe("migrations/0015_customer_page.sql on a database that holds requests", () => {
  // Last in this file: it empties the database and replays the migrations up to 0015 from the start.
  it("keeps the requests and quotes stored before it, the new columns NULL, and starts at one job a window", async () => {
    await emptyDatabase();
    const migration = env.TEST_MIGRATIONS.find((m) => m.name === "0015_customer_page.sql")!;
    for (const m of env.TEST_MIGRATIONS.filter((m) => m.name < "0015")) await run(m.queries);
    await env.DB.prepare(
      "INSERT INTO quote_requests (id, first_name, last_name, phone, email, service_type, description, status, booked_date, booked_window) VALUES ('old-1', 'Ana', 'Reyes', '281-555-0111', 'ana@example.com', 'junk-removal', 'Old couch', 'scheduled', '2026-05-05', '09-11')",
    ).run();
    await env.DB.prepare(
      "INSERT INTO quotes (quote_request_id, version, low_cents, high_cents, included, valid_until, created_by, created_at) VALUES ('old-1', 1, 100, 200, 'Couch', '2026-05-20', 'owner', 1)",
    ).run();

    await run(migration.queries);
    expect(
      await env.DB.prepare(
        "SELECT first_name, status, booked_date, on_the_way_at, on_the_way_minutes, crew_lead, customer_reminder_for FROM quote_requests WHERE id = 'old-1'",
      ).first(),
    ).toEqual({
      first_name: "Ana",
      status: "scheduled",
      booked_date: "2026-05-05",
      on_the_way_at: null,
      on_the_way_minutes: null,
      crew_lead: null,
      customer_reminder_for: null,
    });
    expect(await env.DB.prepare("SELECT low_cents, viewed_at FROM quotes WHERE quote_request_id = 'old-1'").first()).toEqual({
      low_cents: 100,
      viewed_at: null,
    });
    // No capacity row: a new database is empty (backup:restore needs that); one job per window is the code's default.
    expect((await env.DB.prepare("SELECT weekday, jobs FROM window_capacity").all()).results).toEqual([]);
    // The old request can have its page now.
    expect(
      (
        await db
          .insert(schema.customerLinks)
          .values({ tokenHash: "d".repeat(64), quoteRequestId: "old-1", createdAt: new Date(), createdBy: "owner" })
          .returning()
      ).length,
    ).toBe(1);
  });
});
