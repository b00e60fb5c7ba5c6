import { env, exports } from "cloudflare:workers";
import { assets } from "../src/manifest";
import { submissionKeyField } from "../src/lib/submission-key";
import { describe, expect, it, vi } from "vitest";
import { faultyD1, outage } from "./fault-injection";
import { photoKey } from "../src/db/quote-photos";
import { derivedKeyWindow } from "../src/use-cases/submission-key";
import { fromBase64 } from "./photo-builders";
import { photoFixtures } from "./photo-fixtures";
import { confirmationAt, countByKey, countQuotes, freshIp, validQuote } from "./quote-helpers";
import { eventually, fetchWith, postFormWith, postJsonWith, postMultipartWith } from "./outage-helpers";

// Issue 30: exactly once. Every submission carries an idempotency key (the form's per fill, or one
// the server derives from the post, its client and a ten-minute window); a retry, a double tap, a
// replay of the kept copy or a back-and-resubmit never makes two leads, and a repeat is answered
// with the same success as the first.

const newKey = () => crypto.randomUUID();
const json = async (res: Response) => (await res.json()) as { id: string; status: string; createdAt: string; myPage?: string };
const up = {};
const down = () => ({ DB: faultyD1(env.DB, outage()) });
const formFields = { ...validQuote, returnTo: "/junk-removal", locale: "en" };

describe("one submission, one request", () => {
  it("answers a repeat of the island's key with the first request's answer, and stores one", async () => {
    const key = newKey();
    const first = await postJsonWith(up, { ...validQuote, idempotencyKey: key });
    // A double tap, or a retry after a lost answer: another client address even, the same key.
    const again = await postJsonWith(up, { ...validQuote, idempotencyKey: key });
    expect([first.status, again.status]).toEqual([201, 201]);
    // The same request, answered with a new link to its page (issue 32: the first may never have arrived).
    const { myPage: firstPage, ...firstAnswer } = await json(first);
    const { myPage: againPage, ...againAnswer } = await json(again);
    expect(againAnswer).toEqual(firstAnswer);
    expect([firstPage, againPage]).toEqual([expect.stringMatching(/^\/my\/[\w-]{43}$/), expect.stringMatching(/^\/my\/[\w-]{43}$/)]);
    expect(againPage).not.toBe(firstPage);
    expect(await countByKey(key)).toBe(1);
  });

  it("stores both of two fills with the same text: each has its own key", async () => {
    const ip = freshIp();
    const fill = { ...validQuote, description: "Two identical fills, two keys: a second load of the same junk." };
    expect((await postJsonWith(up, { ...fill, idempotencyKey: newKey() }, ip)).status).toBe(201);
    expect((await postJsonWith(up, { ...fill, idempotencyKey: newKey() }, ip)).status).toBe(201);
    expect(await countQuotes("description = ?", fill.description)).toBe(2);
  });

  it("answers a plain form's resubmit (the same key in its hidden field) with the confirmation, and stores one", async () => {
    const key = newKey();
    const answers = [
      await postFormWith(up, { ...formFields, idempotencyKey: key }),
      await postFormWith(up, { ...formFields, idempotencyKey: key }),
    ];
    expect(answers.map((r) => r.status)).toEqual([303, 303]);
    // Each answer with its own link to the customer's page (the repeat's a new one to the first request).
    for (const r of answers) expect(r.headers.get("location")).toMatch(confirmationAt("/junk-removal"));
    expect(await countByKey(key)).toBe(1);
  });

  it("without any key (no JavaScript at all): the same post from the same client is one request; another client's is its own", async () => {
    const ip = freshIp();
    const fields = { ...formFields, description: "No script at all: back, then send again. A piano and a couch." };
    const answers = [await postFormWith(up, fields, ip), await postFormWith(up, fields, ip), await postFormWith(up, fields)];
    expect(answers.map((r) => r.status)).toEqual([303, 303, 303]);
    expect(await countQuotes("description = ?", fields.description)).toBe(2);
    // The same text with a changed word is a new submission.
    expect((await postFormWith(up, { ...fields, description: `${fields.description} And a desk.` }, ip)).status).toBe(303);
    expect(await countQuotes("description LIKE ?", "No script at all%")).toBe(3);
  });

  it("takes a resubmit without a key just across a ten-minute boundary for the same request", async () => {
    const ip = freshIp();
    const body = { ...validQuote, description: "Sent at 9:59:59, sent again at 10:00:01." };
    const boundary = Math.ceil(Date.now() / derivedKeyWindow) * derivedKeyWindow;
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(boundary - 1_000);
      const first = await postJsonWith(up, body, ip);
      vi.setSystemTime(boundary + 1_000);
      const again = await postJsonWith(up, body, ip);
      expect(again.status).toBe(201);
      expect((await json(again)).id).toBe((await json(first)).id);
    } finally {
      vi.useRealTimers();
    }
    expect(await countQuotes("description = ?", body.description)).toBe(1);
  });

  it("ignores a key that is not one (too short, or not letters and digits) and derives its own", async () => {
    const ip = freshIp();
    const body = { ...validQuote, description: "A key of the wrong shape: derived instead.", idempotencyKey: "short" };
    expect((await postJsonWith(up, body, ip)).status).toBe(201);
    expect((await postJsonWith(up, { ...body, idempotencyKey: "<script>alert(1)</script>-----" }, ip)).status).toBe(201);
    expect(await countQuotes("description = ?", body.description)).toBe(1);
  });

  it("keeps two copies of one submission sent while D1 is down, and writes one request once it is back", async () => {
    const key = newKey();
    const logged = vi.spyOn(console, "log");
    const answers = [
      await postJsonWith(down(), { ...validQuote, idempotencyKey: key }),
      await postJsonWith(down(), { ...validQuote, idempotencyKey: key }),
    ];
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    // Both copies delivered: the queue's consumer logs each ("kept quote request <id> stored" / "was stored already").
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id));
    const delivered = () =>
      logged.mock.calls.filter((args) => ids.some((id) => String(args[0]).startsWith(`kept quote request ${id} `))).length;
    expect(await eventually(async () => delivered() >= 2)).toBe(true);
    logged.mockRestore();
    expect(await countByKey(key)).toBe(1);
  });

  it("refuses a second key for the same request at the database: the unique index", async () => {
    const insert = (key: string) =>
      env.DB.prepare(
        "INSERT INTO quote_requests (id, first_name, last_name, phone, email, service_type, description, idempotency_key_hash) VALUES (?, 'A', 'B', '1', 'a@b.c', 'junk-removal', 'x', ?)",
      )
        .bind(crypto.randomUUID(), key)
        .run();
    await insert("k:unique-test-key-0001");
    await expect(insert("k:unique-test-key-0001")).rejects.toThrow(/UNIQUE/);
  });
});

describe("the key in the page", () => {
  it("is never in the (edge-cached) HTML: the form's field is empty, and the early script that fills it names that field", async () => {
    const html = await (await exports.default.fetch(new Request("http://localhost/junk-removal"))).text();
    expect(html).toContain(`<input type="hidden" name="${submissionKeyField}" value=""/>`);
    expect(html).not.toMatch(new RegExp(`name="${submissionKeyField}" value="[^"]`));
    expect(assets.loader.code).toContain(`"${submissionKeyField}"`);
    expect(assets.loader.code).toContain("randomUUID");
  });
});

describe("photos travel with the kept copy", () => {
  const jpeg = fromBase64(photoFixtures.jpeg);
  const photoRequest = (key: string) =>
    env.DB.prepare("SELECT quote_request_id AS id FROM quote_photos WHERE key = ?").bind(key).first<{ id: string | null }>();

  it("claims the island's uploads when the kept request is written", async () => {
    const upload = await fetchWith(
      up,
      new Request("http://localhost/api/quote-photos", {
        method: "POST",
        body: jpeg,
        headers: { "content-type": "image/jpeg", origin: "http://localhost", "cf-connecting-ip": freshIp() },
      }),
    );
    expect(upload.status).toBe(201);
    const { id: photoId } = (await upload.json()) as { id: string };
    const key = newKey();
    const res = await postJsonWith(down(), { ...validQuote, photos: [photoId], idempotencyKey: key });
    expect(res.status).toBe(201);
    const { id } = await json(res);
    expect(await eventually(async () => (await photoRequest(photoKey(photoId)))?.id === id)).toBe(true);
    expect(await env.QUOTE_PHOTOS.head(photoKey(photoId))).not.toBeNull();
  });

  it("answers a repeat of a stored submission with photos as the first request, not as a photo gone missing", async () => {
    const upload = await fetchWith(
      up,
      new Request("http://localhost/api/quote-photos", {
        method: "POST",
        body: jpeg,
        headers: { "content-type": "image/jpeg", origin: "http://localhost", "cf-connecting-ip": freshIp() },
      }),
    );
    const { id: photoId } = (await upload.json()) as { id: string };
    const key = newKey();
    const first = await postJsonWith(up, { ...validQuote, photos: [photoId], idempotencyKey: key });
    expect(first.status).toBe(201);
    // The answer was lost; the island sends the same fill again, with the same key and photo.
    const again = await postJsonWith(up, { ...validQuote, photos: [photoId], idempotencyKey: key });
    expect(again.status).toBe(201);
    expect((await json(again)).id).toBe((await json(first)).id);
    expect(await countByKey(key)).toBe(1);
    // A made-up photo with a new key is still refused.
    const madeUp = await postJsonWith(up, { ...validQuote, photos: [crypto.randomUUID()], idempotencyKey: newKey() });
    expect(madeUp.status).toBe(400);
  });

  it("keeps a plain post's photo files in the bucket and writes their ledger rows with the request", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...formFields, firstName: "Keptphoto", idempotencyKey: newKey() }))
      form.append(name, value);
    form.append("photos", new File([jpeg], "IMG_1.JPG", { type: "image/jpeg" }));
    const res = await postMultipartWith(down(), form);
    expect(res.status).toBe(303);
    const row = async () =>
      env.DB.prepare("SELECT id, photo_urls AS photos FROM quote_requests WHERE first_name = 'Keptphoto'").first<{
        id: string;
        photos: string;
      }>();
    expect(await eventually(async () => (await row()) !== null)).toBe(true);
    const { id, photos } = (await row())!;
    const [key] = JSON.parse(photos) as string[];
    expect(await env.QUOTE_PHOTOS.head(key!)).not.toBeNull();
    expect((await photoRequest(key!))?.id).toBe(id);
  });
});
