import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { app } from "../src/index";
import { business } from "../src/config/business";
import { countQuotes, postForm, postJson, url, validQuote, inOneRateWindow } from "./quote-helpers";
import { brokenQueue } from "./outage-helpers";

// Rate limit, database failure and the optional lead e-mail. Tests that need other bindings call
// the app directly with an env of their own.

const ctx = () => {
  const pending: Promise<unknown>[] = [];
  return {
    pending,
    ctx: {
      waitUntil: (p: Promise<unknown>) => void pending.push(p),
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext,
  };
};
const postWith = (body: unknown, bindings: object, headers: Record<string, string> = {}, executionCtx?: ExecutionContext) =>
  app.request(
    url,
    { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", origin: "http://localhost", ...headers } },
    { ...env, ...bindings },
    executionCtx,
  );
const brokenDb = {
  prepare: () => {
    throw new Error("D1_ERROR: database is unavailable");
  },
} as unknown as D1Database;

describe("rate limit: 5 quote requests per minute per client IP", () => {
  it("answers the sixth request from one IP with 429 and Retry-After, and lets other IPs through", async () => {
    await inOneRateWindow(async (attempt) => {
      const ip = { "cf-connecting-ip": `203.0.113.${7 + 20 * attempt}` };
      for (let i = 0; i < 5; i++) expect((await postJson(validQuote, ip)).status).toBe(201);
      const limited = await postJson(validQuote, ip);
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBe("60");
      expect(((await limited.json()) as { error: string }).error).toContain(business.phone);
      expect((await postJson(validQuote, { "cf-connecting-ip": `203.0.113.${8 + 20 * attempt}` })).status).toBe(201);
    });
  });

  it("re-renders the no-JavaScript form with the values and a wait-or-call message on 429", async () => {
    await inOneRateWindow(async (attempt) => {
      const ip = { "cf-connecting-ip": `203.0.113.${9 + 20 * attempt}` };
      for (let i = 0; i < 5; i++) expect((await postForm({ ...validQuote, returnTo: "/" }, ip)).status).toBe(303);
      const res = await postForm({ ...validQuote, returnTo: "/" }, ip);
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("60");
      const html = await res.text();
      expect(html).toContain("Please wait a minute and try again, or call us at");
      expect(html).toMatch(/name="firstName"[^>]*value="Maria"|value="Maria"[^>]*name="firstName"/);
    });
  });

  it("limits each client on its own: load from many client addresses (the benchmark's, the browser tests') is never limited, one address still is", async () => {
    await inOneRateWindow(async (attempt) => {
      const ip = { "cf-connecting-ip": `203.0.113.${10 + 20 * attempt}` };
      for (let i = 0; i < 8; i++)
        expect((await postWith(validQuote, {}, { "cf-connecting-ip": `203.0.113.${100 + 10 * attempt + i}` })).status).toBe(201);
      expect((await postWith(validQuote, {}, { ...ip, "x-quote-rate-limit-bypass": "wrong" })).status).toBe(201);
      for (let i = 0; i < 5; i++) await postWith(validQuote, {}, { ...ip, "x-quote-rate-limit-bypass": "bench-token-x" });
      expect((await postWith(validQuote, {}, ip)).status).toBe(429);
    });
  });

  it("has no way to skip the limit: no such variable, and the old header is ignored", async () => {
    expect(env).not.toHaveProperty("QUOTE_RATE_LIMIT_BYPASS");
    const headers = { "cf-connecting-ip": "203.0.113.11", "x-quote-rate-limit-bypass": "" };
    for (let i = 0; i < 5; i++) await postJson(validQuote, headers);
    expect((await postJson(validQuote, headers)).status).toBe(429);
    expect((await postJson(validQuote, { ...headers, "x-quote-rate-limit-bypass": "e2e" })).status).toBe(429);
  });
});

// D1 failing alone keeps the request (test/kept-requests.test.ts); only with the queue failing too
// is the visitor asked to call.
describe("database failure, and the queue failing too", () => {
  it("answers JSON clients 503 with a clear message", async () => {
    const res = await postWith(validQuote, { DB: brokenDb, KEPT_REQUESTS: brokenQueue }, { "cf-connecting-ip": "198.51.100.1" });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: `We couldn't save your request just now. Please try again in a minute, or call us at ${business.phone}.`,
    });
  });

  it("re-renders the no-JavaScript form with its values and the message, status 503", async () => {
    const body = new URLSearchParams({ ...validQuote, returnTo: "/" }).toString();
    const res = await app.request(
      url,
      { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" } },
      { ...env, DB: brokenDb, KEPT_REQUESTS: brokenQueue },
    );
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain("We couldn&#x27;t save your request just now.");
    expect(html).toContain("Old sectional sofa and a treadmill from the garage.</textarea>");
  });
});

describe("lead notification e-mail", () => {
  // Without VAPID keys no push alert joins waitUntil, so what is pending here is the e-mail alone
  // (test/push-alerts.test.ts covers the push beside it).
  const post = (body: unknown, bindings: object, ...rest: [Record<string, string>?, ExecutionContext?]) =>
    postWith(body, { VAPID_PRIVATE_KEY: "", ...bindings }, ...rest);
  it("e-mails the business a summary after the row is stored, through waitUntil", async () => {
    const send = vi.fn(async (_message: unknown) => ({ messageId: "m-1" }));
    const { pending, ctx: executionCtx } = ctx();
    const bindings = { QUOTE_EMAIL: { send }, QUOTE_NOTIFY_TO: "owner@example.com", QUOTE_NOTIFY_FROM: "quotes@example.com" };
    const res = await post({ ...validQuote, cityZip: "77379" }, bindings, { "cf-connecting-ip": "198.51.100.2" }, executionCtx);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    expect(await countQuotes("id = ?", id)).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
    const message = send.mock.calls[0]![0] as { from: string; to: string; replyTo: string; subject: string; text: string };
    expect(message).toMatchObject({
      from: "quotes@example.com",
      to: "owner@example.com",
      replyTo: "maria@example.com",
      subject: "New quote request: Junk Removal for Maria Lopez",
    });
    for (const line of [
      "Phone: (281) 555-0199",
      "City or ZIP: 77379",
      `Reference: ${id}`,
      "Old sectional sofa and a treadmill from the garage.",
    ])
      expect(message.text).toContain(line);
  });

  it("still answers 201 when sending fails", async () => {
    const send = vi.fn(async () => Promise.reject(new Error("destination not verified")));
    const { pending, ctx: executionCtx } = ctx();
    const res = await post(
      validQuote,
      { QUOTE_EMAIL: { send }, QUOTE_NOTIFY_TO: "owner@example.com" },
      { "cf-connecting-ip": "198.51.100.3" },
      executionCtx,
    );
    expect(res.status).toBe(201);
    await expect(Promise.all(pending)).resolves.toBeDefined();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("does nothing without the binding or without a destination", async () => {
    const send = vi.fn(async () => ({ messageId: "never" }));
    for (const bindings of [{ QUOTE_NOTIFY_TO: "owner@example.com" }, { QUOTE_EMAIL: { send } }, {}]) {
      const { pending, ctx: executionCtx } = ctx();
      const res = await post(validQuote, bindings, { "cf-connecting-ip": "198.51.100.4" }, executionCtx);
      expect(res.status).toBe(201);
      expect(pending).toHaveLength(0);
    }
    expect(send).not.toHaveBeenCalled();
  });
});
