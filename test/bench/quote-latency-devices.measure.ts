import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it, vi } from "vitest";
import { maxDevicesPerMember } from "../../src/db/push-subscriptions";
import { pushTimeouts } from "../../src/push/send";
import { createOwner } from "../admin-helpers";
import { makeDevice, PUSH_HOST } from "../push-helpers";
import { freshIp, postJson, validQuote } from "../quote-helpers";

// A measurement (npm run bench:push): how long a visitor waits for a quote's 201 with no device
// subscribed, with 10 devices whose push service answers, and with 10 whose push service never
// answers (a name that does not resolve: every call waits for the Worker's own time limit).
// Scenarios take turns in rounds, so a busy moment on the machine falls on all of them alike.
// The real time limits apply (src/push/send.ts); pushes of earlier requests are still pending
// while later ones are answered, as on a busy day. Prints medians and p95; asserts only that
// every request got its 201.

const ROUNDS = 5;
const PER_ROUND = 10;
type Scenario = "0 devices" | "10 devices, push service answers" | "10 devices, push service never answers";
const scenarios: Scenario[] = ["0 devices", "10 devices, push service answers", "10 devices, push service never answers"];

let mode: "answers" | "hangs" = "answers";
const realFetch = globalThis.fetch;
vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
  if (!new Request(input, init).url.includes(PUSH_HOST)) return realFetch(input, init);
  if (mode === "answers") return new Promise((resolve) => setTimeout(() => resolve(new Response(null, { status: 201 })), 50));
  return new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
});
// Each push that fails is logged by the Worker; 500 of them would bury the figures.
vi.spyOn(console, "error").mockImplementation(() => undefined);
// Pushes still waiting on a silent service end at the alert's total time limit; the fake stays until then.
afterAll(async () => {
  await new Promise((r) => setTimeout(r, pushTimeouts.totalMs + 1000));
  vi.restoreAllMocks();
});

async function subscribeDevices(userId: string, n: number) {
  await env.DB.prepare("DELETE FROM push_subscriptions").run();
  for (let i = 0; i < n; i++) {
    const { subscription } = await makeDevice();
    await env.DB.prepare(
      "INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, user_agent, created_at) VALUES (?, ?, ?, ?, ?, 'bench', ?)",
    )
      .bind(crypto.randomUUID(), userId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, Date.now())
      .run();
  }
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

describe("quote POST latency with 0 and 10 subscribed devices", () => {
  it(`answers ${ROUNDS * PER_ROUND} requests per scenario with 201, and prints the times`, async () => {
    const owner = await createOwner();
    const times: Record<Scenario, number[]> = {
      "0 devices": [],
      "10 devices, push service answers": [],
      "10 devices, push service never answers": [],
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const scenario of scenarios) {
        await subscribeDevices(owner.id, scenario === "0 devices" ? 0 : maxDevicesPerMember);
        mode = scenario.endsWith("never answers") ? "hangs" : "answers";
        for (let i = 0; i < PER_ROUND; i++) {
          const start = performance.now();
          const res = await postJson({ ...validQuote, firstName: `Bench${round}x${i}` }, { "cf-connecting-ip": freshIp() });
          times[scenario].push(performance.now() - start);
          expect(res.status).toBe(201);
        }
      }
    }
    console.log(`quote POST latency, ${ROUNDS} interleaved rounds of ${PER_ROUND} requests per scenario:`);
    for (const scenario of scenarios) {
      const xs = times[scenario];
      console.log(
        `  ${scenario.padEnd(40)} median ${quantile(xs, 0.5).toFixed(1)} ms   p95 ${quantile(xs, 0.95).toFixed(1)} ms   max ${Math.max(...xs).toFixed(1)} ms   (n=${xs.length})`,
      );
    }
  });
});
