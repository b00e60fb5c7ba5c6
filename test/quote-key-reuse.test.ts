import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { revokeCustomerLinks } from "../src/auth/customer-links";
import { takeSnapshot } from "../src/jobs/backup/run";
import { repeatWindow } from "../src/use-cases/submission-key";
import { call, signedIn } from "./admin-helpers";
import { db } from "./admin-helpers";
import { readSnapshot } from "./backup-helpers";
import { rendered } from "./html";
import { postFormWith, postJsonWith } from "./outage-helpers";
import { countByKey, countQuotes, keyHashOf, validQuote } from "./quote-helpers";

// Issue 43, finding 1: an idempotency key is a claim that a post repeats a submission, and nothing
// more. Another content under a stored key is refused (409) with nothing of the first request;
// the same content is answered as the first was, with a new link to its page only within a day of
// it and never after the owner revoked its links. The key itself is kept nowhere a member, a
// spreadsheet or a backup could read it.

const up = {};
const newKey = () => crypto.randomUUID();
type Answer = { id?: string; myPage?: string; error?: string };
const answer = async (res: Response) => (await res.json()) as Answer;
const linkCount = async (id: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM customer_links WHERE quote_request_id = ?").bind(id).first<{ n: number }>())!.n;
const formFields = { ...validQuote, returnTo: "/junk-removal", locale: "en" };

describe("a key sent again with other content", () => {
  it("is a 409 with a clear error and no id or link, from any client (the island's JSON)", async () => {
    const key = newKey();
    const first = await postJsonWith(up, { ...validQuote, firstName: "Victim", idempotencyKey: key });
    expect(first.status).toBe(201);
    const { id } = await answer(first);
    // Another person, another address, the first request's key.
    const other = await postJsonWith(up, {
      ...validQuote,
      firstName: "Mallory",
      description: "Something else entirely.",
      idempotencyKey: key,
    });
    expect(other.status).toBe(409);
    const body = await answer(other);
    expect(body).toEqual({ error: "This form was already sent with different details. Please check your details and send it again." });
    expect(JSON.stringify(body)).not.toContain(id!);
    expect(await countByKey(key)).toBe(1);
    expect(await linkCount(id!)).toBe(1);
    expect(await countQuotes("first_name = 'Mallory'")).toBe(0);
  });

  it("is a 409 page with the message by the form and the values kept, no redirect and no code (the plain form)", async () => {
    const key = newKey();
    expect((await postFormWith(up, { ...formFields, firstName: "Firstplain", idempotencyKey: key })).status).toBe(303);
    const res = await postFormWith(up, { ...formFields, firstName: "Secondplain", idempotencyKey: key });
    expect(res.status).toBe(409);
    expect(res.headers.get("location")).toBeNull();
    const html = await res.text();
    expect(rendered(html)).toContain("This form was already sent with different details. Please check your details and send it again.");
    expect(html).toContain('value="Secondplain"');
    expect(html).not.toMatch(/\/my\/[\w-]{43}|code=/);
    expect(await countByKey(key)).toBe(1);
  });

  it("counts the same content written differently (case, spaces) as the same submission", async () => {
    const key = newKey();
    const first = await answer(await postJsonWith(up, { ...validQuote, idempotencyKey: key }));
    const again = await postJsonWith(up, {
      ...validQuote,
      firstName: ` ${validQuote.firstName.toUpperCase()} `,
      description: validQuote.description.replace(/ /g, "  "),
      idempotencyKey: key,
    });
    expect(again.status).toBe(201);
    expect((await answer(again)).id).toBe(first.id);
  });
});

describe("a key sent again with the same content", () => {
  it("gets no new link once the owner revoked the request's links", async () => {
    const key = newKey();
    const first = await answer(await postJsonWith(up, { ...validQuote, idempotencyKey: key }));
    await revokeCustomerLinks(db, first.id!);
    const again = await postJsonWith(up, { ...validQuote, idempotencyKey: key });
    expect(again.status).toBe(201);
    const body = await answer(again);
    expect(body.id).toBe(first.id);
    expect(body.myPage).toBeUndefined();
    expect(await linkCount(first.id!)).toBe(1);
    // The plain form's repeat neither: no code to exchange.
    const form = await postFormWith(up, { ...formFields, idempotencyKey: key });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).not.toMatch(/code=|my=/);
  });

  it("gets a new link within a day of the first, and none after: the request is answered, its page is not", async () => {
    const key = newKey();
    const first = await answer(await postJsonWith(up, { ...validQuote, idempotencyKey: key }));
    const sentAt = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(sentAt + repeatWindow - 60_000);
      const within = await answer(await postJsonWith(up, { ...validQuote, idempotencyKey: key }));
      expect(within.myPage).toMatch(/^\/my\/[\w-]{43}$/);
      vi.setSystemTime(sentAt + repeatWindow + 60_000);
      const after = await postJsonWith(up, { ...validQuote, idempotencyKey: key });
      expect(after.status).toBe(201);
      const body = await answer(after);
      expect(body.id).toBe(first.id);
      expect(body.myPage).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
    expect(await linkCount(first.id!)).toBe(2);
  });
});

describe("the key, kept nowhere", () => {
  it("is not in D1 (only its hash), the members' API, the CSV or a backup's snapshot", async () => {
    const key = newKey();
    const { id } = await answer(await postJsonWith(up, { ...validQuote, firstName: "Keyless", idempotencyKey: key }));
    const row = await env.DB.prepare("SELECT * FROM quote_requests WHERE id = ?").bind(id).first<Record<string, unknown>>();
    expect(row!.idempotency_key_hash).toBe(await keyHashOf(key));
    expect(JSON.stringify(row)).not.toContain(key);

    const { cookie } = await signedIn();
    const one = await (await call(`/api/quote-requests/${id}`, { cookie })).text();
    expect(one).toContain("Keyless");
    const list = await (await call("/api/quote-requests", { cookie })).text();
    const csv = await (await call("/admin/export.csv", { cookie })).text();
    expect(csv).toContain("Keyless");
    for (const [where, text] of Object.entries({ one, list, csv })) {
      expect(text.includes(key), where).toBe(false);
      expect(/idempotency|fingerprint/i.test(text), where).toBe(false);
    }

    await takeSnapshot(env, new Date("2026-11-20T08:30:00Z"));
    const { text } = await readSnapshot("2026-11-20");
    expect(text).toContain("Keyless");
    expect(text.includes(key)).toBe(false);
  });
});
