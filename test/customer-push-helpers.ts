import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { issueCustomerLink } from "../src/auth/customer-links";
import { madeByCustomer, type NewQuoteRequest } from "../src/db/schema";
import worker from "../src/index";
import { db, ORIGIN, seedRequest } from "./admin-helpers";
import type { Device } from "./push-helpers";
import { freshIp } from "./quote-helpers";

// Shared by the customer notification tests: a request with a link to its page, a phone subscribed
// from that page, and the Worker called so that what it hands to waitUntil (the pushes) is done
// before the test reads the fake push service.

/** A stored request and the token of its page, as the quote form's confirmation gives it. */
export async function customerRequest(values: Partial<NewQuoteRequest> = {}) {
  const request = await seedRequest(values);
  const token = await issueCustomerLink(db, request.id, madeByCustomer);
  return { request, token };
}

type Call = { method?: string; headers?: Record<string, string>; body?: string; cookie?: string; ip?: string; origin?: string };

/** The Worker's fetch with extra bindings, settled: every waitUntil the request started is done. */
export async function fetchSettled(path: string, init: Call = {}, bindings: object = {}) {
  const headers = new Headers(init.headers);
  headers.set("cf-connecting-ip", init.ip ?? freshIp());
  if (init.cookie) headers.set("cookie", init.cookie);
  const ctx = createExecutionContext();
  const request = new Request(`${init.origin ?? ORIGIN}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body,
    redirect: "manual",
  });
  const res = await worker.fetch(request, { ...env, ...bindings } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** The page's script posting a subscription, as a browser on this site's page does. */
export function postSubscription(token: string, body: unknown, init: Call = {}, bindings: object = {}) {
  return fetchSettled(
    `/my/${token}/push`,
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: init.origin ?? ORIGIN, ...init.headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
      ip: init.ip,
      origin: init.origin,
    },
    bindings,
  );
}

/** Turns notifications on for a request's page from this phone; expects 201 and returns the row id the page is paired with. */
export async function subscribePhone(token: string, device: Device) {
  const res = await postSubscription(token, device.subscription);
  expect(res.status).toBe(201);
  return (await res.json<{ page: string }>()).page;
}

export const phonesOf = async (requestId: string) =>
  (
    await env.DB.prepare("SELECT id, endpoint FROM customer_push_subscriptions WHERE quote_request_id = ? ORDER BY created_at")
      .bind(requestId)
      .all<{ id: string; endpoint: string }>()
  ).results;

export const eventsOf = async (requestId: string, kind: string) =>
  (
    await env.DB.prepare("SELECT detail FROM customer_events WHERE quote_request_id = ? AND kind = ? ORDER BY id")
      .bind(requestId, kind)
      .all<{ detail: string | null }>()
  ).results.map((r) => (r.detail === null ? null : (JSON.parse(r.detail) as Record<string, unknown>)));
