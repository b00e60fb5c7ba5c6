import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { app } from "../src/index";
import { getDb } from "../src/db";
import { photoKey } from "../src/db/quote-photos";
import { digestMessage, isDigestHour } from "../src/jobs/digest";
import { retentionMonths } from "../src/config/retention";
import { deleteExpiredRequests, monthsBefore } from "../src/jobs/retention";
import { urgencyOf } from "../src/lib/reply-promise";
import { runCron } from "./cron-helpers";

// Issue 17, items 5 and 6: the owner's morning digest at 7 AM Houston time (across daylight
// saving), and deleting finished requests, with their photos, after the retention period.

const hour = 3_600_000;
const db = getDb(env);

async function seed(row: { name: string; createdAt: Date; status?: string; cityZip?: string; finishedAt?: Date; photos?: number }) {
  const id = crypto.randomUUID();
  const keys = Array.from({ length: row.photos ?? 0 }, () => photoKey(crypto.randomUUID()));
  await env.DB.prepare(
    "INSERT INTO quote_requests (id, first_name, last_name, phone, email, service_type, city_zip, description, status, created_at, photo_urls) VALUES (?, ?, 'Test', '(281) 555-0100', 'x@example.com', 'junk-removal', ?, 'd', ?, ?, ?)",
  )
    .bind(id, row.name, row.cityZip ?? "77373", row.status ?? "pending", row.createdAt.getTime(), JSON.stringify(keys))
    .run();
  for (const key of keys) {
    await env.DB.prepare(
      "INSERT INTO quote_photos (key, quote_request_id, content_type, bytes, width, height, uploaded_at) VALUES (?, ?, 'image/jpeg', 3, 1, 1, ?)",
    )
      .bind(key, id, row.createdAt.getTime())
      .run();
    await env.QUOTE_PHOTOS.put(key, new Uint8Array([0xff, 0xd8, 0xff]));
  }
  if (row.finishedAt) {
    await env.DB.prepare(
      "INSERT INTO quote_status_changes (quote_request_id, from_status, to_status, changed_by, changed_at) VALUES (?, 'pending', ?, 'owner', ?)",
    )
      .bind(id, row.status, row.finishedAt.getTime())
      .run();
  }
  return { id, keys };
}
const exists = async (id: string) => (await env.DB.prepare("SELECT 1 FROM quote_requests WHERE id = ?").bind(id).first()) !== null;

const mailbox = () => {
  const sent: { to: string; subject: string; text: string }[] = [];
  return {
    sent,
    binding: {
      QUOTE_EMAIL: { send: async (m: { to: string; subject: string; text: string }) => void sent.push(m) },
      QUOTE_NOTIFY_TO: "owner@example.com",
    },
  };
};

describe("due soon and overdue: the 24-hour promise", () => {
  const created = new Date("2026-11-20T12:00:00Z");
  it("is due soon after 20 hours and overdue after 24, only while pending", () => {
    expect(urgencyOf("pending", created, new Date(created.getTime() + 20 * hour))).toBeNull();
    expect(urgencyOf("pending", created, new Date(created.getTime() + 20 * hour + 1))).toBe("due-soon");
    expect(urgencyOf("pending", created, new Date(created.getTime() + 24 * hour))).toBe("due-soon");
    expect(urgencyOf("pending", created, new Date(created.getTime() + 24 * hour + 1))).toBe("overdue");
    expect(urgencyOf("contacted", created, new Date(created.getTime() + 48 * hour))).toBeNull();
  });
});

describe("the morning digest", () => {
  it("still goes out when the backups bucket cannot be read, and says so", async () => {
    const brokenBucket = {
      list: () => Promise.reject(new Error("R2 unavailable")),
      get: () => Promise.reject(new Error("R2 unavailable")),
    };
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { text } = await digestMessage(db, { ...env, BACKUPS: brokenBucket as unknown as R2Bucket }, new Date("2031-01-14T13:00:00Z"));
    vi.restoreAllMocks();
    expect(text).toContain("Backup: its status could not be read this morning");
    expect(text).toContain("New since yesterday 7 AM");
  });

  it("runs at 7 AM Houston time: 13:00 UTC in winter, 12:00 UTC in summer", () => {
    expect(isDigestHour(new Date("2027-01-12T13:00:00Z"))).toBe(true);
    expect(isDigestHour(new Date("2027-01-12T12:00:00Z"))).toBe(false);
    expect(isDigestHour(new Date("2027-07-13T12:00:00Z"))).toBe(true);
    expect(isDigestHour(new Date("2027-07-13T13:00:00Z"))).toBe(false);
    // The first days after each change: March 15 (CDT) and November 8, 2027 (CST).
    expect(isDigestHour(new Date("2027-03-15T12:00:00Z"))).toBe(true);
    expect(isDigestHour(new Date("2027-11-08T13:00:00Z"))).toBe(true);
  });

  it("lists the new, the due-soon and the overdue requests and yesterday's call taps", async () => {
    const now = new Date("2031-01-14T13:00:00Z"); // 7 AM in Houston
    await seed({ name: "Fresh", createdAt: new Date(now.getTime() - 3 * hour), cityZip: "Conroe" });
    await seed({ name: "Answered", createdAt: new Date(now.getTime() - 5 * hour), status: "contacted" });
    await seed({ name: "Soon", createdAt: new Date(now.getTime() - 21 * hour) });
    await seed({ name: "Late", createdAt: new Date(now.getTime() - 30 * hour) });
    await env.DB.prepare(
      "INSERT INTO page_events (day, page, kind, count) VALUES ('2031-01-13', '/conroe-tx', 'call', 4), ('2031-01-13', '/', 'call', 2), ('2031-01-12', '/', 'call', 9)",
    ).run();
    const { subject, text, counts } = await digestMessage(db, { ...env, SITE_URL: "https://www.example.com" }, now);
    expect(counts).toEqual({ fresh: 3, overdue: 1, dueSoon: 1, calls: 6 });
    expect(subject).toBe("Leads for Tue, Jan 14: 3 new, 1 overdue, 1 due soon");
    const section = (title: string) => text.slice(text.indexOf(title)).split("\n\n")[0]!;
    expect(section("Overdue")).toContain("Late Test");
    expect(section("Overdue")).not.toContain("Soon Test");
    expect(section("Due soon")).toContain("Soon Test");
    expect(section("New since yesterday 7 AM")).toMatch(
      /Fresh Test: Junk Removal, Conroe, \(281\) 555-0100 .* https:\/\/www\.example\.com\/admin\/requests\//,
    );
    expect(section("New since yesterday 7 AM")).toContain("Answered Test");
    expect(text).toContain("Call taps yesterday (Mon, Jan 13): 6");
    expect(text).toContain("- Conroe, TX: 4");
  });

  it("is e-mailed by the daily trigger that is 7 AM in Houston, and by no other", async () => {
    const { sent, binding } = mailbox();
    await runCron("0 12 * * *", new Date("2031-01-20T12:00:00Z"), binding);
    expect(sent).toHaveLength(0);
    await runCron("0 13 * * *", new Date("2031-01-20T13:00:00Z"), binding);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe("owner@example.com");
    expect(sent[0]!.subject).toMatch(/^Leads for Mon, Jan 20: /);
    await runCron("0 * * * *", new Date("2031-01-20T13:00:00Z"), binding);
    expect(sent).toHaveLength(1);
  });
});

describe("keeping only what is needed", () => {
  it("reads RETENTION_MONTHS, 24 by default", () => {
    expect(retentionMonths(env)).toBe(24);
    expect(retentionMonths({ RETENTION_MONTHS: "12" })).toBe(12);
    expect(retentionMonths({ RETENTION_MONTHS: "0" })).toBe(24);
    expect(retentionMonths({ RETENTION_MONTHS: "soon" })).toBe(24);
  });

  it("deletes finished requests older than the period with their photos, and keeps the rest", async () => {
    const now = new Date("2031-06-01T12:00:00Z");
    const old = monthsBefore(now, 25);
    const done = await seed({ name: "DoneLongAgo", createdAt: old, status: "completed", finishedAt: old, photos: 2 });
    const declined = await seed({ name: "DeclinedLongAgo", createdAt: old, status: "declined", finishedAt: old });
    const oldButRecentlyFinished = await seed({
      name: "FinishedLately",
      createdAt: old,
      status: "completed",
      finishedAt: monthsBefore(now, 2),
    });
    const oldPending = await seed({ name: "StillPending", createdAt: old });
    const recentDone = await seed({
      name: "DoneLately",
      createdAt: monthsBefore(now, 3),
      status: "completed",
      finishedAt: monthsBefore(now, 3),
    });

    expect(await deleteExpiredRequests(db, env.QUOTE_PHOTOS, 24, now)).toBe(2);
    expect(await exists(done.id)).toBe(false);
    expect(await exists(declined.id)).toBe(false);
    for (const key of done.keys) expect(await env.QUOTE_PHOTOS.head(key)).toBeNull();
    for (const kept of [oldButRecentlyFinished, oldPending, recentDone]) expect(await exists(kept.id)).toBe(true);
  });

  it("states the same period on the privacy page, in both languages", async () => {
    const page = async (path: string, months?: string) =>
      // A host of its own per setting: the page cache is keyed by host, so each setting renders its own page.
      (
        await app.request(
          `http://months-${months ?? "default"}.localhost${path}`,
          {},
          { ...env, ...(months ? { RETENTION_MONTHS: months } : {}) },
        )
      ).text();
    expect(await page("/privacy")).toContain("with its photos, 24 months later");
    expect(await page("/privacy", "12")).toContain("with its photos, 12 months later");
    expect(await page("/es/privacidad", "12")).toContain("con sus fotos, 12 meses después");
  });
});
