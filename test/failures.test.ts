import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker, { app } from "../src/index";
import { schema } from "../src/db";
import { digestMessage } from "../src/jobs/digest";
import { db, ORIGIN, call, seedRequest, signedIn } from "./admin-helpers";
import { daysFromToday, executionContext, mailDouble, postFormWith, seedQuoteWithPhotos, shown } from "./admin-booking-helpers";
import { fakePushService, makeDevice, subscribeDevice } from "./push-helpers";
import { freshIp, url, validQuote } from "./quote-helpers";
import { fromBase64 } from "./photo-builders";
import { photoFixtures } from "./photo-fixtures";
import { runCron } from "./cron-helpers";

// Issue 30, part 3: a side effect that fails after (or beside) the visitor's answer is recorded in
// D1 with its kind, the request it concerned and the error, without changing that answer; the
// morning digest counts them and the owner's inbox shows a notice. The mail relay and the push
// service are doubles that refuse; the photo bucket is the real local one behind a wrapper that
// refuses a put or delete; D1 is real.

type Row = typeof schema.sideEffectFailures.$inferSelect;
const failures = (): Promise<Row[]> => db.select().from(schema.sideEffectFailures).orderBy(schema.sideEffectFailures.id);
beforeEach(async () => {
  await db.delete(schema.sideEffectFailures);
});

/** The real bucket, but `put` or `delete` refused as R2 does when it is down. */
const refusingBucket = (refuse: "put" | "delete") =>
  new Proxy(env.QUOTE_PHOTOS, {
    get: (bucket, name: string) =>
      name === refuse
        ? () => Promise.reject(new Error(`R2 ${refuse} failed: service unavailable`))
        : (Reflect.get(bucket, name) as (...a: unknown[]) => unknown).bind(bucket),
  });

const postQuoteWith = (bindings: object, ctx: ExecutionContext) =>
  app.request(
    url,
    {
      method: "POST",
      body: JSON.stringify(validQuote),
      headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": freshIp() },
    },
    { ...env, VAPID_PRIVATE_KEY: "", ...bindings },
    ctx,
  );

describe("failed side effects are recorded, and the visitor's answer stays what it was", () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => logged.mockRestore());

  it("a lead e-mail the relay refuses: 201 for the visitor, a lead-email row with the quote, trace id and error, a log line with the id", async () => {
    const send = vi.fn(async () => Promise.reject(new Error("destination address not verified")));
    const { pending, ctx } = executionContext();
    const res = await postQuoteWith({ QUOTE_EMAIL: { send }, QUOTE_NOTIFY_TO: "owner@example.com" }, ctx);
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: string }>();
    const traceId = res.headers.get("x-request-id")!;
    await Promise.all(pending);
    const [row, ...more] = await failures();
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ kind: "lead-email", quoteRequestId: id, traceId, error: "Error: destination address not verified" });
    expect(Math.abs(row!.failedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(logged).toHaveBeenCalledWith(`[req ${traceId}]`, "lead e-mail failed", id, expect.any(Error));
  });

  it("a booking e-mail to the customer that is refused: the booking stands, a customer-email row names the request", async () => {
    const { cookie } = await signedIn();
    const quote = await seedRequest({ email: "ana@example.com" });
    const mail = mailDouble(true);
    const { pending, ctx } = executionContext();
    const res = await postFormWith(
      { CUSTOMER_EMAIL: mail.binding },
      ctx,
      `/admin/requests/${quote.id}/booking`,
      { date: daysFromToday(3), window: "07-09" },
      cookie,
    );
    expect(res.status).toBe(303);
    await Promise.all(pending);
    expect(await failures()).toMatchObject([
      {
        kind: "customer-email",
        quoteRequestId: quote.id,
        traceId: res.headers.get("x-request-id"),
        error: "Error: destination address not verified",
      },
    ]);
    const row = await db.query.quoteRequests.findFirst({ where: eq(schema.quoteRequests.id, quote.id) });
    expect(row).toMatchObject({ status: "scheduled", bookedDate: daysFromToday(3) });
  });

  it("a push service that refuses a lead alert: 201, one push row per refused device with the quote; a device that unsubscribed (410) is none", async () => {
    const { cookie } = await signedIn();
    const [refusing, gone] = [await makeDevice(), await makeDevice()];
    for (const device of [refusing, gone]) {
      await subscribeDevice(cookie, device);
    }
    const fake = fakePushService([refusing, gone], { status: (endpoint) => (endpoint === gone.subscription.endpoint ? 410 : 503) });
    try {
      const ctx = createExecutionContext();
      const headers = { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": freshIp() };
      const res = await worker.fetch(new Request(url, { method: "POST", body: JSON.stringify(validQuote), headers }), env, ctx);
      expect(res.status).toBe(201);
      const { id } = await res.json<{ id: string }>();
      await waitOnExecutionContext(ctx);
      const rows = await failures();
      expect(rows).toMatchObject([{ kind: "push", quoteRequestId: id, traceId: res.headers.get("x-request-id") }]);
      expect(rows[0]!.error).toBe("push to fcm.googleapis.com failed: 503");
    } finally {
      fake.restore();
      await env.DB.prepare("DELETE FROM push_subscriptions").run();
    }
  });

  it("a photo the bucket will not take: the upload answers 503 as before, and a photo-write row is kept", async () => {
    const res = await app.request(
      "http://localhost/api/quote-photos",
      {
        method: "POST",
        body: fromBase64(photoFixtures.jpeg),
        headers: { "content-type": "image/jpeg", origin: ORIGIN, "cf-connecting-ip": freshIp() },
      },
      { ...env, QUOTE_PHOTOS: refusingBucket("put") },
      executionContext().ctx,
    );
    expect(res.status).toBe(503);
    expect(await failures()).toMatchObject([
      {
        kind: "photo-write",
        quoteRequestId: null,
        traceId: res.headers.get("x-request-id"),
        error: "Error: R2 put failed: service unavailable",
      },
    ]);
  });

  it("photos the bucket will not delete: the request is still deleted, and a photo-delete row names it", async () => {
    const { cookie } = await signedIn();
    const { quote } = await seedQuoteWithPhotos(2);
    const res = await app.request(
      `${ORIGIN}/admin/requests/${quote.id}/delete`,
      {
        method: "POST",
        body: new URLSearchParams({ confirm: "yes" }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie, "cf-connecting-ip": "198.51.100.79" },
      },
      { ...env, QUOTE_PHOTOS: refusingBucket("delete") },
      executionContext().ctx,
    );
    expect(res.status).toBe(303);
    expect(await db.query.quoteRequests.findFirst({ where: eq(schema.quoteRequests.id, quote.id) })).toBeUndefined();
    expect(await failures()).toMatchObject([
      { kind: "photo-delete", quoteRequestId: quote.id, error: "2 photo(s): Error: R2 delete failed: service unavailable" },
    ]);
  });

  it("keeps a long error to one line of 500 characters", async () => {
    const send = vi.fn(async () => Promise.reject(new Error(`relay said:\n${"x".repeat(2000)}`)));
    const { pending, ctx } = executionContext();
    expect((await postQuoteWith({ QUOTE_EMAIL: { send }, QUOTE_NOTIFY_TO: "owner@example.com" }, ctx)).status).toBe(201);
    await Promise.all(pending);
    const [row] = await failures();
    expect(row!.error).toHaveLength(500);
    expect(row!.error).toMatch(/^Error: relay said: x+…$/);
  });

  it("answers the visitor as usual even when the failure cannot be recorded either (the table is gone): it is logged", async () => {
    await env.DB.prepare("ALTER TABLE side_effect_failures RENAME TO side_effect_failures_away").run();
    try {
      const send = vi.fn(async () => Promise.reject(new Error("relay down")));
      const { pending, ctx } = executionContext();
      const res = await postQuoteWith({ QUOTE_EMAIL: { send }, QUOTE_NOTIFY_TO: "owner@example.com" }, ctx);
      expect(res.status).toBe(201);
      await Promise.all(pending);
      expect(logged).toHaveBeenCalledWith(
        `[req ${res.headers.get("x-request-id")}]`,
        "recording a failed lead-email failed",
        expect.any(Error),
      );
    } finally {
      await env.DB.prepare("ALTER TABLE side_effect_failures_away RENAME TO side_effect_failures").run();
    }
  });
});

const hour = 3_600_000;
async function recordAt(kind: string, at: Date, requestId: string | null = null) {
  await db
    .insert(schema.sideEffectFailures)
    .values({ kind, traceId: "0123456789abcdef", quoteRequestId: requestId, error: `${kind} broke`, failedAt: at });
}

describe("the owner hears about them", () => {
  // 7 AM in Houston on a winter morning: the previous digest was 24 hours ago.
  const morning = new Date("2027-01-12T13:00:00Z");

  it("the morning digest counts the failures since the last digest by kind, and says none when there were none", async () => {
    expect((await digestMessage(db, env, morning)).text).toContain("Failures since yesterday 7 AM: none.");
    await recordAt("push", new Date(morning.getTime() - 2 * hour));
    await recordAt("lead-email", new Date(morning.getTime() - 3 * hour));
    await recordAt("lead-email", new Date(morning.getTime() - 23 * hour));
    await recordAt("backup", new Date(morning.getTime() - 25 * hour)); // in yesterday's digest already
    const { text } = await digestMessage(db, env, morning);
    const block = text.slice(text.indexOf("Failures since"));
    expect(block.split("\n").slice(0, 4)).toEqual([
      "Failures since yesterday 7 AM (3):",
      "- Lead e-mail not sent: 2",
      "- Push alert not delivered: 1",
      "Each is in the logs under its request id; the inbox shows the latest.",
    ]);
    expect(block).not.toContain("Backup");
  });

  it("the inbox shows owners a notice of the last 24 hours' failures, with the request each concerned; staff and quiet days see none", async () => {
    const { owner, cookie } = await signedIn();
    const quiet = await shown(await call("/admin", { cookie }));
    expect(quiet).not.toContain("failed in the last 24 hours");

    const quote = await seedRequest({ firstName: "Ana" });
    await recordAt("lead-email", new Date(Date.now() - hour), quote.id);
    await recordAt("photo-write", new Date(Date.now() - 2 * hour));
    await recordAt("push", new Date(Date.now() - 25 * hour)); // too old for the notice
    const html = await shown(await call("/admin", { cookie }));
    const notice = html.slice(html.indexOf('<section aria-labelledby="failures-heading"'), html.indexOf("</section>") + 10);
    expect(notice).toContain('<h2 id="failures-heading" class="font-semibold">2 things failed in the last 24 hours</h2>');
    expect(notice).toContain("<li>Lead e-mail not sent: 1</li>");
    expect(notice).toContain("<li>Photo not saved: 1</li>");
    expect(notice).not.toContain("Push alert");
    expect(notice).toContain(`href="/admin/requests/${quote.id}"`);
    expect(notice).toContain("lead-email broke");
    expect(notice).toContain("reference 0123456789abcdef");
    // The notice comes before the page's heading, so a screen reader meets it first.
    expect(html.indexOf("failures-heading")).toBeLessThan(html.indexOf(">Quote requests</h1>"));

    await db.update(schema.users).set({ role: "staff" }).where(eq(schema.users.id, owner.id));
    expect(await shown(await call("/admin", { cookie }))).not.toContain("failed in the last 24 hours");
  });

  it("the morning run forgets failures older than 30 days", async () => {
    const at = new Date("2027-01-12T13:00:00Z");
    await recordAt("push", new Date(at.getTime() - 31 * 24 * hour));
    await recordAt("push", new Date(at.getTime() - 29 * 24 * hour));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await runCron("0 13 * * *", at);
    log.mockRestore();
    const left = await failures();
    expect(left.map((r) => r.failedAt.getTime())).toEqual([at.getTime() - 29 * 24 * hour]);
  });
});
