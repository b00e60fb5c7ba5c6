import { env, exports } from "cloudflare:workers";

// Shared by the quote endpoint's worker tests: a valid body, a POST helper with its own client IP
// (the rate limit is per IP), and direct reads of the quote_requests table.

export const validQuote = {
  firstName: "Maria",
  lastName: "Lopez",
  phone: "(281) 555-0199",
  email: "maria@example.com",
  serviceType: "junk-removal",
  description: "Old sectional sofa and a treadmill from the garage.",
};

let clientCounter = 0;
/** A fresh client address per call, so no test runs into another test's rate limit. */
export const freshIp = () => {
  clientCounter++;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
};

export const url = "http://localhost/api/quote-requests";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * The plain form's redirect to its confirmation: the page, quote=received, the customer's page
 * token (issue 32: my=<43 characters>), then any estimate picks (`rest`, starting with "&").
 */
export const confirmationAt = (returnTo: string, rest = "") =>
  new RegExp(`^${escapeRegExp(returnTo)}\\?quote=received&my=[A-Za-z0-9_-]{43}${escapeRegExp(rest)}#quote-form$`);

/** What a browser on this site's page sends, unless a test sends its own Origin or Sec-Fetch-Site. */
const fromThisSite = (headers: Record<string, string>): Record<string, string> =>
  "origin" in headers || "sec-fetch-site" in headers ? {} : { origin: "http://localhost" };

export function postQuote(body: BodyInit | null, contentType: string | null, headers: Record<string, string> = {}) {
  const h = new Headers({ "cf-connecting-ip": freshIp(), ...fromThisSite(headers), ...headers });
  if (contentType) h.set("content-type", contentType);
  return exports.default.fetch(new Request(url, { method: "POST", body, headers: h, redirect: "manual" }));
}

export const postJson = (body: unknown, headers?: Record<string, string>) => postQuote(JSON.stringify(body), "application/json", headers);

export const postForm = (fields: Record<string, string>, headers?: Record<string, string>) =>
  postQuote(new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", headers);

export async function countQuotes(where = "1 = 1", ...params: unknown[]) {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM quote_requests WHERE ${where}`)
    .bind(...params)
    .first<{ n: number }>();
  return row!.n;
}

export const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Waits for the next minute when this one is nearly over: the local rate limiter counts in
 * wall-clock minutes (miniflare's windows), so a count to the limit begun near a minute's end would
 * be cut in two and its last request let through. Call it before counting up to a limit.
 */
export async function withinOneRateWindow(needMs = 15_000) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
