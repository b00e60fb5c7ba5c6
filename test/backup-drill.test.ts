import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { photoKey } from "../src/db/quote-photos";
import { rowCounts } from "../src/db/snapshot-format";
import { runBackup } from "../src/jobs/backup/run";
import { createOwner, seedRequest } from "./admin-helpers";
import { everyRow, readSnapshot, restoreInto, sha256Hex, wipeDatabase } from "./backup-helpers";

// Issue 30, part 2: the restore drill. A database with requests, notes, bookings, users, photos and
// call taps is snapshotted by the nightly job, lost, and restored from the snapshot alone: every
// row comes back equal, and every photo a request refers to can still be fetched.

const now = new Date("2026-11-20T08:30:00Z");

async function seedBusiness() {
  const owner = await createOwner();
  await env.DB.prepare("INSERT INTO users (id, username, password, role) VALUES (?, 'staff-sam', 'x', 'staff')")
    .bind(crypto.randomUUID())
    .run();
  const photos: Record<string, Uint8Array> = {};
  for (let i = 0; i < 12; i++) {
    const keys = i % 3 === 0 ? [photoKey(crypto.randomUUID()), photoKey(crypto.randomUUID())] : [];
    const booked = i % 4 === 1 ? { status: "scheduled", bookedDate: "2026-11-25", bookedWindow: "09-11" } : {};
    // Quotes, apostrophes, line breaks and non-Latin text survive the SQL the restore writes.
    const quote = await seedRequest({ description: `Couch 'n' "chair"\nsegunda línea ${i} 🛋️`, photoUrls: keys, ...booked });
    for (const key of keys) {
      photos[key] = crypto.getRandomValues(new Uint8Array(64));
      await env.DB.prepare(
        "INSERT INTO quote_photos (key, quote_request_id, content_type, bytes, width, height, uploaded_at) VALUES (?, ?, 'image/jpeg', 64, 8, 8, ?)",
      )
        .bind(key, quote.id, now.getTime())
        .run();
      await env.QUOTE_PHOTOS.put(key, photos[key], { httpMetadata: { contentType: "image/jpeg" } });
    }
    await env.DB.prepare("INSERT INTO quote_notes (quote_request_id, author, body, created_at) VALUES (?, ?, ?, ?)")
      .bind(quote.id, owner.username, `called, left voicemail ${i}`, now.getTime() - i)
      .run();
    await env.DB.prepare(
      "INSERT INTO quote_status_changes (quote_request_id, from_status, to_status, changed_by, changed_at) VALUES (?, 'pending', 'contacted', ?, ?)",
    )
      .bind(quote.id, owner.username, now.getTime())
      .run();
  }
  // Call taps through the trigger, as the beacon records them (page_event_visits adds to page_events).
  for (const hash of ["a1", "b2", "c3"])
    await env.DB.prepare("INSERT INTO page_event_visits (day, page, kind, visit_hash) VALUES ('2026-11-20', '/', 'call', ?)")
      .bind(hash)
      .run();
  return photos;
}

describe("the restore drill", () => {
  it("brings back every row and every photo after the database is lost", async () => {
    const photos = await seedBusiness();
    const before = await everyRow();
    expect(before.page_events).toEqual([{ day: "2026-11-20", page: "/", kind: "call", count: 3 }]);

    const { date, manifest } = await runBackup(env, now);
    expect(date).toBe("2026-11-20");
    expect(manifest.migration).toMatch(/^\d{4}_.+\.sql$/);
    expect(manifest.tables).toMatchObject({ users: 2, quote_requests: 12, quote_notes: 12, quote_photos: 8, page_event_visits: 3 });
    expect([...manifest.photoKeys].sort()).toEqual(Object.keys(photos).sort());
    const { text } = await readSnapshot(date);

    // A photo deleted by mistake since the snapshot, and the database lost.
    const lostPhoto = Object.keys(photos)[0]!;
    await env.QUOTE_PHOTOS.delete(lostPhoto);
    await wipeDatabase();
    expect((await env.DB.prepare("SELECT count(*) AS n FROM quote_requests").first("n")) as number).toBe(0);

    const restored = await restoreInto(text);
    expect(await sha256Hex(restored.data)).toBe(manifest.sha256);
    expect(rowCounts(restored.tables)).toEqual(manifest.tables);
    // Every row equal, and the trigger did not count the restored visits a second time.
    expect(await everyRow()).toEqual(before);

    for (const key of manifest.photoKeys) {
      const object = (await env.QUOTE_PHOTOS.get(key)) ?? (await env.BACKUPS.get(key));
      expect(object, key).not.toBeNull();
      expect(new Uint8Array(await object!.arrayBuffer())).toEqual(photos[key]);
    }
    expect(await env.QUOTE_PHOTOS.get(lostPhoto)).toBeNull();
  });
});
