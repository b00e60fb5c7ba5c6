import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../src/index";
import { faultyD1, outage } from "../src/db/fault-injection";
import { countQuotes, freshIp, url, validQuote } from "./quote-helpers";

async function postWithDb(db: D1Database, body: unknown) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(url, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", origin: "http://localhost", "cf-connecting-ip": freshIp() } }),
    { ...env, DB: db },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

async function waitFor(check: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

describe("experiment", () => {
  it("keeps on the queue", async () => {
    const down = outage();
    const res = await postWithDb(faultyD1(env.DB, down), { ...validQuote, idempotencyKey: "abcdefabcdefabcdef01" });
    expect(res.status).toBe(201);
    expect(await waitFor(async () => (await countQuotes()) === 1)).toBe(true);
  });
});
