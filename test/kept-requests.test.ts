import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../src/index";
import { failNext, faultyD1, outage } from "./fault-injection";
import type { Submission } from "../src/db/quote-requests";
import { deadLetterQueue, keptQueue, deadLetteredPrefix, retryDelaySeconds } from "../src/jobs/kept-requests";
import { acceptBudgetMs } from "../src/use-cases/submit-request";
import { confirmationAt, countByKey, countQuotes, keyHashOf, validQuote } from "./quote-helpers";
import { brokenQueue, eventually, mailbox, postFormWith, postJsonWith } from "./outage-helpers";
import { signedIn } from "./admin-helpers";
import { fakePushService, makeDevice, subscribeDevice } from "./push-helpers";
import { runHourly } from "./cron-helpers";

let fake: ReturnType<typeof fakePushService> | undefined;
afterEach(async () => {
  fake?.restore();
  // No later test alerts a device no fake push service answers for.
  await env.DB.prepare("DELETE FROM push_subscriptions").run();
  await env.QUOTE_PHOTOS.delete("push/subscriptions.json");
});

// Issue 30, part 1: a request accepted is a request kept. When D1 fails or hangs, the visitor gets
// the same answer as for a stored request, the owner's alert goes out at once marked, and the
// request is in the inbox once D1 takes it, exactly once. Only when the queue fails too: the 503.

const mailTo = (box: ReturnType<typeof mailbox>) => ({ QUOTE_EMAIL: box.binding, QUOTE_NOTIFY_TO: "owner@example.com" });
const byKey = countByKey;
const newKey = () => crypto.randomUUID();

describe("D1 failing while a visitor sends a request", () => {
  it("answers 201 as for a stored request, e-mails the owner marked, and the request is in the inbox after, once", async () => {
    const key = newKey();
    const box = mailbox();
    const res = await postJsonWith(
      { DB: faultyD1(env.DB, outage()), ...mailTo(box) },
      { ...validQuote, firstName: "Kept", idempotencyKey: key },
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; status: string; createdAt: string };
    expect(body.status).toBe("pending");
    expect(box.sent).toHaveLength(1);
    expect(box.sent[0]!.subject).toBe("[Arrived while the database was down] New quote request: Junk Removal for Kept Lopez");
    expect(box.sent[0]!.text).toMatch(/^Arrived while the database was down: the request is kept safely/);
    expect(box.sent[0]!.text).toContain(`Reference: ${body.id}`);

    // The queue's consumer writes it with the id and time the visitor was given.
    expect(await eventually(async () => (await byKey(key)) === 1)).toBe(true);
    const row = await env.DB.prepare("SELECT id, created_at AS at, first_name AS name FROM quote_requests WHERE idempotency_key_hash = ?")
      .bind(await keyHashOf(key))
      .first<{ id: string; at: number; name: string }>();
    expect(row).toEqual({ id: body.id, at: Date.parse(body.createdAt), name: "Kept" });
  });

  it("pushes the owner's devices at once, marked, from the copy of the devices kept beside the photos", async () => {
    const { cookie } = await signedIn();
    const device = await makeDevice();
    await subscribeDevice(cookie, device);
    expect(await eventually(async () => (await env.QUOTE_PHOTOS.head("push/subscriptions.json")) !== null)).toBe(true);
    fake = fakePushService([device]);

    const res = await postJsonWith({ DB: faultyD1(env.DB, outage()) }, { ...validQuote, idempotencyKey: newKey() });
    expect(res.status).toBe(201);
    await fake.until(1);
    expect(fake.errors).toEqual([]);
    expect(fake.received.map((r) => r.payload.title)).toEqual(["New quote request (arrived while the database was down): Maria Lopez"]);
  });

  it("answers the plain form's post with the redirect to the confirmation", async () => {
    const key = newKey();
    const res = await postFormWith(
      { DB: faultyD1(env.DB, outage()) },
      { ...validQuote, firstName: "Keptform", returnTo: "/junk-removal", locale: "en", idempotencyKey: key },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(confirmationAt("/junk-removal", "", "token"));
    expect(await eventually(async () => (await byKey(key)) === 1)).toBe(true);
  });

  it("answers within the budget when D1 hangs, and the late write and the kept copy make one request", async () => {
    const key = newKey();
    const logged = vi.spyOn(console, "log");
    // Every call waits past the budget before reaching D1: the insert lands after all, after the answer.
    const db = faultyD1(env.DB, failNext(10, { hangMs: acceptBudgetMs.d1 + 500 }));
    const res = await postJsonWith({ DB: db }, { ...validQuote, idempotencyKey: key });
    expect(res.status).toBe(201);
    expect(res.answeredInMs).toBeLessThan(acceptBudgetMs.d1 + acceptBudgetMs.keep + 500);
    const { id } = (await res.json()) as { id: string };
    // Both writers have had their turn: the late insert has ended, and the queue's consumer has
    // written the kept copy or found it written ("kept quote request <id> stored" / "was stored already").
    await db.settled();
    expect(await eventually(async () => logged.mock.calls.some((args) => String(args[0]).startsWith(`kept quote request ${id} `)))).toBe(
      true,
    );
    logged.mockRestore();
    expect(await byKey(key)).toBe(1);
  });

  it("answers 503 with the phone number only when the queue fails too, and keeps nothing", async () => {
    const key = newKey();
    const res = await postJsonWith({ DB: faultyD1(env.DB, outage()), KEPT_REQUESTS: brokenQueue }, { ...validQuote, idempotencyKey: key });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toMatch(/call us at \(\d{3}\) \d{3}-\d{4}/);
    // fetchWith waited for the request's background work, and the queue refused the copy: nothing can write it later.
    expect(await byKey(key)).toBe(0);

    const page = await postFormWith(
      { DB: faultyD1(env.DB, outage()), KEPT_REQUESTS: brokenQueue },
      { ...validQuote, returnTo: "/junk-removal", locale: "en", idempotencyKey: newKey() },
    );
    expect(page.status).toBe(503);
    expect(await page.text()).toMatch(/call us at/);
  });
});

describe("the kept requests' consumer", () => {
  const submission = (over: Partial<Submission> = {}): Submission => ({
    id: crypto.randomUUID(),
    keyHash: crypto.randomUUID(),
    receivedAt: Date.now() - 60_000,
    input: { ...validQuote, serviceType: "junk-removal", firstName: "Queued", cityZip: "77373" },
    origin: { sourcePage: "/junk-removal", locale: "en" },
    photoUrls: [],
    newPhotos: [],
    ...over,
  });
  // A batch as the queue hands it over, recording each message's ack or retry (with its delay,
  // which the test plugin's getQueueResult does not report).
  const deliver = async (queue: string, bodies: Submission[], db: D1Database = env.DB, attempts = 1) => {
    const explicitAcks: string[] = [];
    const retryMessages: { msgId: string; delaySeconds?: number }[] = [];
    const messages = bodies.map((body, i) => ({
      id: `m${i}`,
      timestamp: new Date(),
      attempts,
      body,
      ack: () => void explicitAcks.push(`m${i}`),
      retry: (options?: { delaySeconds?: number }) => void retryMessages.push({ msgId: `m${i}`, ...options }),
    }));
    const batch = { queue, messages, ackAll() {}, retryAll() {} } as unknown as MessageBatch<Submission>;
    await worker.queue(batch, { ...env, DB: db });
    return { explicitAcks, retryMessages };
  };

  it("retries with a growing delay while D1 still fails, and writes the request once D1 is back", async () => {
    const kept = submission();
    const down = await deliver(keptQueue, [kept], faultyD1(env.DB, outage()), 3);
    expect(down.retryMessages).toEqual([{ msgId: "m0", delaySeconds: retryDelaySeconds(3) }]);
    expect([retryDelaySeconds(1), retryDelaySeconds(2), retryDelaySeconds(3), retryDelaySeconds(20)]).toEqual([5, 10, 20, 300]);
    expect(await countQuotes("id = ?", kept.id)).toBe(0);

    const up = await deliver(keptQueue, [kept]);
    expect(up.explicitAcks).toEqual(["m0"]);
    expect(await countQuotes("id = ?", kept.id)).toBe(1);
    // A redelivery of the same copy, or another copy of the same submission: still one request.
    await deliver(keptQueue, [kept, { ...kept, id: crypto.randomUUID() }]);
    expect(await countQuotes("idempotency_key_hash = ?", kept.keyHash)).toBe(1);
  });

  it("writes a copy kept before migration 0018 (its key itself, no hash) under the key's hash, never the key", async () => {
    const key = newKey();
    const { keyHash: _none, ...rest } = submission();
    const old = { ...rest, key: `k:${key}` } as unknown as Submission;
    expect((await deliver(keptQueue, [old])).explicitAcks).toEqual(["m0"]);
    expect(await countByKey(key)).toBe(1);
    expect(await countQuotes("idempotency_key_hash = ?", `k:${key}`)).toBe(0);
  });

  it("moves a dead-lettered copy to the outbox, which the hourly run writes to D1 and empties", async () => {
    const kept = submission();
    const dead = await deliver(deadLetterQueue, [kept]);
    expect(dead.explicitAcks).toEqual(["m0"]);
    expect((await env.QUOTE_PHOTOS.list({ prefix: deadLetteredPrefix })).objects).toHaveLength(1);
    expect(await countQuotes("id = ?", kept.id)).toBe(0);

    await runHourly();
    expect(await countQuotes("id = ?", kept.id)).toBe(1);
    expect((await env.QUOTE_PHOTOS.list({ prefix: deadLetteredPrefix })).objects).toHaveLength(0);
  });

  it("puts a dead-lettered copy, and one whose replay D1 refuses, on the owner's record with the lead's name and phone", async () => {
    const failures = async () =>
      (
        await env.DB.prepare("SELECT kind, error FROM side_effect_failures WHERE kind = 'kept-request' ORDER BY id").all<{
          error: string;
        }>()
      ).results;
    const kept = submission();
    await deliver(deadLetterQueue, [kept]);
    expect((await failures()).at(-1)?.error).toContain(
      `${kept.input.firstName} ${kept.input.lastName}, ${kept.input.phone} (request ${kept.id})`,
    );
    await runHourly();

    // A copy D1 refuses outright (here: no first name, which the table requires) stays in the outbox.
    const refused = submission();
    await env.QUOTE_PHOTOS.put(
      `${deadLetteredPrefix}${refused.id}.json`,
      JSON.stringify({ ...refused, input: { ...refused.input, firstName: null } }),
    );
    await runHourly();
    expect((await env.QUOTE_PHOTOS.list({ prefix: deadLetteredPrefix })).objects).toHaveLength(1);
    expect((await failures()).at(-1)?.error).toContain(`(request ${refused.id})`);
  });
});
