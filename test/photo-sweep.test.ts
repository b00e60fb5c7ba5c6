import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../src/db";
import { photoKey } from "../src/db/quote-photos";
import { abandonedPhotoAge as abandonedAfterMs } from "../src/config/time";
import { removePhotos } from "../src/photos/bucket";
import { postJson, validQuote } from "./quote-helpers";
import { runHourly } from "./cron-helpers";

// Issues 15 and 30: a photo that never becomes part of a stored request is deleted a day later (the
// hourly Cron Trigger removes uploads older than 24 hours that no request claimed: a request kept
// while D1 was down claims its uploads when written), and deleting photos removes their objects.

const hour = 60 * 60 * 1000;
async function putPhoto(ageMs: number) {
  const key = photoKey(crypto.randomUUID());
  await env.DB.prepare(
    "INSERT INTO quote_photos (key, content_type, bytes, width, height, uploaded_at) VALUES (?, 'image/jpeg', 3, 1, 1, ?)",
  )
    .bind(key, Date.now() - ageMs)
    .run();
  await env.QUOTE_PHOTOS.put(key, new Uint8Array([0xff, 0xd8, 0xff]));
  return key;
}
const exists = async (key: string) => (await env.QUOTE_PHOTOS.head(key)) !== null;
const hasRow = async (key: string) => (await env.DB.prepare("SELECT 1 FROM quote_photos WHERE key = ?").bind(key).first()) !== null;

describe("the hourly sweep of abandoned uploads", () => {
  it("removes uploads no request claimed after 24 hours, keeps newer ones and every claimed one", async () => {
    const abandoned = await putPhoto(abandonedAfterMs + hour);
    const recent = await putPhoto(hour);
    const claimed = await putPhoto(48 * hour);
    const id = claimed.slice("photos/".length);
    expect((await postJson({ ...validQuote, photos: [id] })).status).toBe(201);

    await runHourly();
    expect([await exists(abandoned), await hasRow(abandoned)]).toEqual([false, false]);
    expect([await exists(recent), await hasRow(recent)]).toEqual([true, true]);
    expect([await exists(claimed), await hasRow(claimed)]).toEqual([true, true]);

    // A day after its upload: by the run 24 hours later, the recent one is gone too.
    await runHourly(new Date(Date.now() + 24 * hour));
    expect(await exists(recent)).toBe(false);
    expect(await exists(claimed)).toBe(true);
  });

  it("removes more than one batch in a run", async () => {
    const keys = await Promise.all(Array.from({ length: 520 }, () => putPhoto(abandonedAfterMs + hour)));
    await runHourly();
    const left = await env.DB.prepare("SELECT count(*) AS n FROM quote_photos WHERE quote_request_id IS NULL AND uploaded_at < ?")
      .bind(Date.now() - abandonedAfterMs)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
    expect(await exists(keys[0]!)).toBe(false);
    expect(await exists(keys[519]!)).toBe(false);
  });

  it("deletes objects and then their rows", async () => {
    const keys = [await putPhoto(0), await putPhoto(0)];
    await removePhotos(getDb(env), env.QUOTE_PHOTOS, keys);
    for (const key of keys) expect([await exists(key), await hasRow(key)]).toEqual([false, false]);
  });
});
