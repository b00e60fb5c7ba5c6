import { env, exports } from "cloudflare:workers";

// Shared by the call-beacon tests: a beacon as the browser bundle sends it, and the counters read back.
export const ORIGIN = "http://localhost";
export type Beacon = {
  body?: string;
  type?: string | null;
  origin?: string | null;
  site?: string;
  ip?: string;
  headers?: Record<string, string>;
};

/** A visit key as the browser makes it (src/islands/visit.ts): a fresh one each call unless a test replays one. */
export const newVisit = () => crypto.randomUUID();
export const tap = (page = "/conroe-tx", visit = newVisit(), kind = "call") => JSON.stringify({ page, kind, visit });

export function beacon({ body = tap(), type = "application/json", origin = ORIGIN, site, ip = "203.0.113.50", headers = {} }: Beacon = {}) {
  const h = new Headers({ "cf-connecting-ip": ip, ...headers });
  if (type !== null) h.set("content-type", type);
  if (origin !== null) h.set("origin", origin);
  if (site) h.set("sec-fetch-site", site);
  return exports.default.fetch(new Request(`${ORIGIN}/api/events`, { method: "POST", body, headers: h }));
}

export const counts = async () =>
  (
    await env.DB.prepare("SELECT day, page, kind, count FROM page_events ORDER BY day, page, kind").all<{
      day: string;
      page: string;
      kind: string;
      count: number;
    }>()
  ).results;
export const countOf = async (page: string, kind = "call") =>
  (await env.DB.prepare("SELECT coalesce(sum(count), 0) AS n FROM page_events WHERE page = ? AND kind = ?")
    .bind(page, kind)
    .first<number>("n")) ?? 0;

// Each test its own client address: the limiter's window outlives a test.
let client = 0;
export const nextIp = () => `198.51.100.${++client}`;
