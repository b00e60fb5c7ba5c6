import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { ORIGIN, call, signedIn } from "../admin-helpers";
import { fakePushService, makeDevice } from "../push-helpers";
import { freshIp, postJson, validQuote } from "../quote-helpers";

// A measurement, not a timing test (npm run bench:push): how long after the visitor's 201 the
// owner's phone is pushed. Twenty quote requests, one after another, each from its own client address
// (the limit is 5 a minute per address), reach one subscribed device on the fake push service.
// It prints the time from the 201 arriving here to the push service being called; it asserts only
// that every request got its own push, decryptable by the device.
// Both clocks are Date.now() in this one isolate; workerd advances it only across I/O, so a reading
// is a bound in whole I/O steps rather than a stopwatch.

const N = 20;
let fake: ReturnType<typeof fakePushService> | undefined;
afterEach(() => fake?.restore());

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

describe("push latency after the 201", () => {
  it(`pushes each of ${N} quote requests to the subscribed device once, and prints the delay`, async () => {
    await env.DB.prepare("DELETE FROM push_subscriptions").run();
    const { cookie } = await signedIn();
    const device = await makeDevice();
    const sub = await call("/api/push/subscribe", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify(device.subscription),
    });
    expect(sub.status).toBe(201);
    fake = fakePushService([device]);

    const ids: string[] = [];
    const delays: number[] = [];
    for (let i = 0; i < N; i++) {
      const res = await postJson({ ...validQuote, firstName: `Lead${i}` }, { "cf-connecting-ip": freshIp() });
      const answeredAt = Date.now();
      expect(res.status).toBe(201);
      ids.push((await res.json<{ id: string }>()).id);
      await fake.until(i + 1);
      delays.push(fake.received[i]!.at - answeredAt);
    }
    // A duplicate push would arrive soon after the last one.
    await new Promise((r) => setTimeout(r, 200));

    expect(fake.errors).toEqual([]);
    expect(fake.received).toHaveLength(N);
    fake.received.forEach(({ endpoint, payload }, i) => {
      expect(endpoint).toBe(device.subscription.endpoint);
      expect(payload.url).toBe(`/admin/requests/${ids[i]}`);
      expect(payload.title).toBe(`New quote request: Lead${i} Lopez`);
    });
    expect(new Set(ids).size).toBe(N);

    console.log(
      `push latency after the 201: median ${median(delays)} ms, min ${Math.min(...delays)}, max ${Math.max(...delays)} (n=${delays.length})`,
    );
  });
});
