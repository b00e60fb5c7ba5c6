import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import worker from "../src/index";
import { signedIn } from "./admin-helpers";
import { countSubscriptions, fakePushService, makeDevice, subscribeDevice as subscribe } from "./push-helpers";
import { freshIp, postJson, url, validQuote } from "./quote-helpers";

// A new quote request reaches every subscribed device once, encrypted so that only that device
// can read it; the push service's answer decides what happens to the subscription.

let fake: ReturnType<typeof fakePushService> | undefined;
afterEach(() => fake?.restore());
beforeEach(async () => {
  await env.DB.prepare("DELETE FROM push_subscriptions").run();
});

const delivered = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM push_subscriptions WHERE last_success_at IS NOT NULL").first<{ n: number }>())!.n;

/** A quote POST through the Worker's fetch, answered once the pushes it sends after its response are done too. */
async function postAndSettle(body: unknown) {
  const ctx = createExecutionContext();
  const headers = { "content-type": "application/json", origin: "http://localhost", "cf-connecting-ip": freshIp() };
  const res = await worker.fetch(new Request(url, { method: "POST", body: JSON.stringify(body), headers }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const quote = {
  ...validQuote,
  cityZip: "Spring 77379",
  description: "Old sectional sofa and a treadmill from the garage, plus six boxes of books and a broken dryer.",
};

describe("lead alerts by Web Push", () => {
  it("sends nothing and stores the request as usual when nobody subscribed", async () => {
    fake = fakePushService([]);
    expect((await postAndSettle(quote)).status).toBe(201);
    expect(fake.received.length + fake.errors.length).toBe(0);
  });
  it("sends every subscribed device one push it can decrypt: name, service, City/ZIP, first words, detail URL", async () => {
    const owner = await signedIn();
    const teammate = await signedIn(); // a second user: every user's devices are alerted
    const devices = [await makeDevice(), await makeDevice(), await makeDevice()];
    await subscribe(owner.cookie, devices[0]!);
    await subscribe(owner.cookie, devices[1]!);
    await subscribe(teammate.cookie, devices[2]!);
    fake = fakePushService(devices);

    // Settled: every push and every outcome is done, so a duplicate would have arrived.
    const res = await postAndSettle(quote);
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: string }>();
    await fake.until(3);

    expect(fake.errors).toEqual([]);
    expect(fake.received.map((r) => r.endpoint).sort()).toEqual(devices.map((d) => d.subscription.endpoint).sort());
    for (const { payload, headers } of fake.received) {
      expect(payload.title).toBe("New quote request: Maria Lopez");
      expect(payload.body).toBe("Junk Removal · Spring 77379\nOld sectional sofa and a treadmill from the garage, plus six boxes…");
      expect(payload.url).toBe(`/admin/requests/${id}`);
      expect(headers.ttl).toBe("86400");
      expect(headers.urgency).toBe("high");
    }
    expect(await delivered()).toBe(3);
  });

  it("deletes a subscription the push service calls gone (404/410) and keeps one that failed (500)", async () => {
    const { cookie } = await signedIn();
    const gone = await makeDevice("gone");
    const notFound = await makeDevice("not-found");
    const broken = await makeDevice("broken");
    for (const d of [gone, notFound, broken]) await subscribe(cookie, d);
    const status = (endpoint: string) => (endpoint.endsWith("/gone") ? 410 : endpoint.endsWith("/not-found") ? 404 : 500);
    fake = fakePushService([gone, notFound, broken], { status });

    // The outcomes are written after the answers: settled, both are done.
    expect((await postAndSettle(quote)).status).toBe(201);
    await fake.until(3);

    const rows = await env.DB.prepare("SELECT endpoint, last_failure_at, last_success_at FROM push_subscriptions").all<{
      endpoint: string;
      last_failure_at: number | null;
      last_success_at: number | null;
    }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]).toMatchObject({ endpoint: broken.subscription.endpoint, last_success_at: null });
    expect(rows.results[0]!.last_failure_at).toBeGreaterThan(0);

    // The kept one is tried again with the next lead.
    fake.restore();
    fake = fakePushService([broken]);
    expect((await postJson(quote)).status).toBe(201);
    await fake.until(1);
    expect(fake.received).toHaveLength(1);
    expect(await countSubscriptions()).toBe(1);
  });

  it("answers the visitor without waiting for a slow push service", async () => {
    const { cookie } = await signedIn();
    const device = await makeDevice();
    await subscribe(cookie, device);
    fake = fakePushService([device], { delayMs: 3000 });

    const started = Date.now();
    const res = await postJson(quote);
    const took = Date.now() - started;
    expect(res.status).toBe(201);
    expect(took).toBeLessThan(1500);
    await fake.until(1);
    expect(fake.errors).toEqual([]);
    expect(fake.received).toHaveLength(1);
  });
});
