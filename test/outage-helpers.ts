import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "../src/index";
import { freshIp, url } from "./quote-helpers";

// Issue 30's worker tests: the Worker run with a D1 that fails (test/fault-injection.ts) or a
// queue that refuses, by handing the app an env with those bindings swapped. The queue's consumer
// is the real one: it is delivered the kept copies with the test's real D1.

export type Overrides = Partial<Record<keyof Env | "QUOTE_EMAIL", unknown>>;

/**
 * A request through the app with some bindings swapped; its background work (alerts) has settled
 * when this returns. answeredInMs: how long the visitor waited for the response itself.
 */
export async function fetchWith(overrides: Overrides, request: Request) {
  const ctx = createExecutionContext();
  const started = performance.now();
  const res = await app.fetch(request, { ...env, ...overrides } as Env, ctx);
  const answeredInMs = performance.now() - started;
  await waitOnExecutionContext(ctx);
  return Object.assign(res, { answeredInMs });
}

const post = (body: BodyInit, contentType: string | null, ip: string) => {
  const headers = new Headers({ origin: "http://localhost", "cf-connecting-ip": ip });
  if (contentType) headers.set("content-type", contentType);
  return new Request(url, { method: "POST", body, headers, redirect: "manual" });
};

export const postJsonWith = (overrides: Overrides, body: unknown, ip = freshIp()) =>
  fetchWith(overrides, post(JSON.stringify(body), "application/json", ip));

export const postFormWith = (overrides: Overrides, fields: Record<string, string>, ip = freshIp()) =>
  fetchWith(overrides, post(new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", ip));

export const postMultipartWith = (overrides: Overrides, form: FormData, ip = freshIp()) => fetchWith(overrides, post(form, null, ip));

/** Polls until the check holds (the queue delivers a second or so after a send); false after `ms`. */
export async function eventually(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A send_email binding that keeps what it is given. */
export function mailbox() {
  const sent: { subject: string; text: string }[] = [];
  return { sent, binding: { send: async (m: { subject: string; text: string }) => void sent.push(m) } };
}

/** A queue that refuses every message: the fallback failing too. */
export const brokenQueue = {
  send: () => Promise.reject(new Error("queue unavailable")),
  sendBatch: () => Promise.reject(new Error("queue unavailable")),
};
