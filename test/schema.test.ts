import { eq } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "../src/db";
import { drizzleShape, drizzleTables, madeByCode, sqlShape, sqlTables } from "./schema-sql";

const db = getDb(env);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("every drizzle table is the migrated database's table", () => {
  it("has a drizzle table for every SQL table and an SQL table for every drizzle table", async () => {
    expect([...drizzleTables.keys()].sort()).toEqual(await sqlTables());
  });

  // Columns (name, type affinity, NOT NULL, SQL default), primary key, indexes and UNIQUE constraints, foreign keys.
  for (const [name, table] of drizzleTables)
    it(`${name}: the same columns, keys and indexes`, async () => {
      expect(drizzleShape(table)).toEqual(await sqlShape(name, madeByCode(table)));
    });
});

describe("drizzle schema agrees with migrations/", () => {
  it("inserts and reads back a full user row", async () => {
    const [inserted] = await db.insert(schema.users).values({ username: "owner", password: "pbkdf2$hash" }).returning();
    expect(inserted!.id).toMatch(uuid);
    const row = await db.query.users.findFirst({ where: eq(schema.users.id, inserted!.id) });
    expect(row).toEqual({ id: inserted!.id, username: "owner", password: "pbkdf2$hash", role: "owner", mustChangePassword: false });
  });

  it("rejects a duplicate username", async () => {
    await db.insert(schema.users).values({ username: "dup", password: "x" });
    await expect(db.insert(schema.users).values({ username: "dup", password: "y" })).rejects.toThrow();
  });

  it("inserts a quote request and reads every field back, with the SQL defaults applied", async () => {
    const before = Date.now();
    const [inserted] = await db
      .insert(schema.quoteRequests)
      .values({
        firstName: "Maria",
        lastName: "Lopez",
        phone: "(281) 555-0199",
        email: "maria@example.com",
        serviceType: "junk-removal",
        description: "Old sectional sofa and a treadmill from the garage.",
      })
      .returning();
    const row = await db.query.quoteRequests.findFirst({ where: eq(schema.quoteRequests.id, inserted!.id) });
    expect(row).toMatchObject({
      firstName: "Maria",
      lastName: "Lopez",
      phone: "(281) 555-0199",
      email: "maria@example.com",
      serviceType: "junk-removal",
      cityZip: "",
      description: "Old sectional sofa and a treadmill from the garage.",
      photoUrls: [],
      status: "pending",
      sourcePage: null,
      locale: "en",
    });
    expect(row!.id).toMatch(uuid);
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("stores photoUrls as JSON, cityZip, sourcePage and locale as given", async () => {
    const [inserted] = await db
      .insert(schema.quoteRequests)
      .values({
        firstName: "A",
        lastName: "B",
        phone: "2815550100",
        email: "a@b.co",
        serviceType: "moving-services",
        cityZip: "77379",
        description: "Two-bedroom move",
        photoUrls: ["https://example.com/1.jpg", "https://example.com/2.jpg"],
        status: "contacted",
        sourcePage: "/moving-services",
        locale: "es",
      })
      .returning();
    const raw = await env.DB.prepare("SELECT photo_urls, city_zip, status, source_page, locale FROM quote_requests WHERE id = ?")
      .bind(inserted!.id)
      .first<{ photo_urls: string; city_zip: string; status: string; source_page: string; locale: string }>();
    expect(JSON.parse(raw!.photo_urls)).toEqual(["https://example.com/1.jpg", "https://example.com/2.jpg"]);
    expect(raw).toMatchObject({ city_zip: "77379", status: "contacted", source_page: "/moving-services", locale: "es" });
  });

  it("inserts and reads back a contact message, phone optional", async () => {
    const [withPhone] = await db
      .insert(schema.contactMessages)
      .values({ name: "Jo", email: "jo@example.com", phone: "2815550123", subject: "Hi", message: "Question" })
      .returning();
    const [withoutPhone] = await db
      .insert(schema.contactMessages)
      .values({ name: "Al", email: "al@example.com", subject: "Hey", message: "Another" })
      .returning();
    const rows = await db.select().from(schema.contactMessages);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === withPhone!.id)).toMatchObject({ name: "Jo", phone: "2815550123", subject: "Hi", message: "Question" });
    expect(rows.find((r) => r.id === withoutPhone!.id)).toMatchObject({ name: "Al", phone: null });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it("stores a trusted device per user, revoked by a password change and by deleting the user", async () => {
    const [user] = await db.insert(schema.users).values({ username: "device-owner", password: "old hash" }).returning();
    const device = {
      tokenHash: "hash-1",
      userId: user!.id,
      createdAt: new Date(Date.UTC(2026, 0, 1)),
      expiresAt: new Date(Date.UTC(2027, 0, 1)),
    };
    await db.insert(schema.trustedDevices).values(device);
    expect(await db.query.trustedDevices.findFirst({ where: eq(schema.trustedDevices.tokenHash, "hash-1") })).toEqual(device);
    await db.update(schema.users).set({ password: "old hash" }).where(eq(schema.users.id, user!.id));
    expect(await db.select().from(schema.trustedDevices)).toHaveLength(1);
    await db.update(schema.users).set({ password: "new hash" }).where(eq(schema.users.id, user!.id));
    expect(await db.select().from(schema.trustedDevices)).toHaveLength(0);
    await db.insert(schema.trustedDevices).values(device);
    await db.delete(schema.users).where(eq(schema.users.id, user!.id));
    expect(await db.select().from(schema.trustedDevices)).toHaveLength(0);
  });

  it("records a sign-in failure with or without a device hash", async () => {
    const failedAt = new Date(Date.UTC(2026, 0, 1));
    await db.insert(schema.signInFailures).values([
      { ip: "192.0.2.1", username: "a", failedAt },
      { ip: "192.0.2.1", username: "a", failedAt, deviceHash: "hash-2" },
    ]);
    const rows = await db.select().from(schema.signInFailures);
    expect(rows.map(({ id: _, ...r }) => r)).toEqual([
      { ip: "192.0.2.1", username: "a", failedAt, deviceHash: null },
      { ip: "192.0.2.1", username: "a", failedAt, deviceHash: "hash-2" },
    ]);
  });

  it("stores a push subscription per device, one row per endpoint, gone with its user", async () => {
    const [user] = await db.insert(schema.users).values({ username: "push-owner", password: "x" }).returning();
    const sub = {
      userId: user!.id,
      endpoint: "https://push.example.test/send/1",
      p256dh: "p256dh-key",
      auth: "auth-secret",
      createdAt: new Date(Date.UTC(2026, 0, 1)),
    };
    const [inserted] = await db.insert(schema.pushSubscriptions).values(sub).returning();
    expect(inserted!.id).toMatch(uuid);
    expect(await db.query.pushSubscriptions.findFirst({ where: eq(schema.pushSubscriptions.id, inserted!.id) })).toEqual({
      ...sub,
      id: inserted!.id,
      userAgent: "",
      lastSuccessAt: null,
      lastFailureAt: null,
    });
    const stamped = new Date(Date.UTC(2026, 0, 2, 8, 30));
    await db
      .update(schema.pushSubscriptions)
      .set({ userAgent: "iPhone Safari", lastSuccessAt: stamped })
      .where(eq(schema.pushSubscriptions.id, inserted!.id));
    const raw = await env.DB.prepare("SELECT user_agent, last_success_at, created_at FROM push_subscriptions WHERE id = ?")
      .bind(inserted!.id)
      .first();
    expect(raw).toEqual({ user_agent: "iPhone Safari", last_success_at: stamped.getTime(), created_at: sub.createdAt.getTime() });

    // The endpoint is unique, whoever subscribes it.
    const [other] = await db.insert(schema.users).values({ username: "push-other", password: "x" }).returning();
    await expect(db.insert(schema.pushSubscriptions).values({ ...sub, userId: other!.id, p256dh: "another" })).rejects.toThrow();
    await db.insert(schema.pushSubscriptions).values({ ...sub, userId: other!.id, endpoint: "https://push.example.test/send/2" });
    expect(await db.select().from(schema.pushSubscriptions)).toHaveLength(2);

    // Deleting a user deletes that user's devices, and no one else's.
    await db.delete(schema.users).where(eq(schema.users.id, user!.id));
    expect((await db.select().from(schema.pushSubscriptions)).map((r) => r.endpoint)).toEqual(["https://push.example.test/send/2"]);
    await db.delete(schema.users).where(eq(schema.users.id, other!.id));
    expect(await db.select().from(schema.pushSubscriptions)).toHaveLength(0);
  });

  it("stores a request's notes, gone with the request", async () => {
    const request = {
      firstName: "N",
      lastName: "O",
      phone: "2815550100",
      email: "n@o.co",
      serviceType: "junk-removal",
      description: "Garage",
    };
    const [kept] = await db.insert(schema.quoteRequests).values(request).returning();
    const [deleted] = await db.insert(schema.quoteRequests).values(request).returning();
    const createdAt = new Date(Date.UTC(2026, 0, 3, 15));
    const [note] = await db
      .insert(schema.quoteNotes)
      .values({ quoteRequestId: deleted!.id, author: "owner", body: "Called, left voicemail", createdAt })
      .returning();
    expect(note).toEqual({
      id: expect.any(Number),
      quoteRequestId: deleted!.id,
      author: "owner",
      body: "Called, left voicemail",
      createdAt,
    });
    const [second] = await db
      .insert(schema.quoteNotes)
      .values({ quoteRequestId: deleted!.id, author: "owner", body: "Booked", createdAt })
      .returning();
    expect(second!.id).toBeGreaterThan(note!.id);
    await db.insert(schema.quoteNotes).values({ quoteRequestId: kept!.id, author: "staff", body: "Sent the estimate", createdAt });
    expect(await env.DB.prepare("SELECT created_at FROM quote_notes WHERE id = ?").bind(note!.id).first()).toEqual({
      created_at: createdAt.getTime(),
    });

    // A note needs its request.
    await expect(
      db.insert(schema.quoteNotes).values({ quoteRequestId: "no-such-request", author: "owner", body: "x", createdAt }),
    ).rejects.toThrow();

    await db.delete(schema.quoteRequests).where(eq(schema.quoteRequests.id, deleted!.id));
    expect((await db.select().from(schema.quoteNotes)).map((n) => [n.quoteRequestId, n.body])).toEqual([[kept!.id, "Sent the estimate"]]);
  });

  it("has the indexes on quote_requests(created_at) and (status)", async () => {
    const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'quote_requests'").all<{
      name: string;
    }>();
    expect(results.map((r) => r.name)).toEqual(expect.arrayContaining(["quote_requests_created_at_idx", "quote_requests_status_idx"]));
  });
});
