import { env, exports } from "cloudflare:workers";
import { keyHash } from "../src/use-cases/submission-key";

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
 * The plain form's redirect to its confirmation: the page, quote=received, the one-time code for
 * the customer's page link (issue 43: code=<22 characters>; while D1 is down, the page's token
 * itself, issue 32: my=<43 characters>), then any estimate picks (`rest`, starting with "&").
 */
export const confirmationAt = (returnTo: string, rest = "", handed: "code" | "token" = "code") =>
  new RegExp(
    `^${escapeRegExp(returnTo)}\\?quote=received&${handed === "code" ? "code=[A-Za-z0-9_-]{22}" : "my=[A-Za-z0-9_-]{43}"}${escapeRegExp(rest)}#quote-form$`,
  );

/** The hash D1 keeps of a form's idempotency key (issue 43: the key itself is kept nowhere). */
export const keyHashOf = (key: string) => keyHash(`k:${key}`);
/** How many requests were stored under a form's idempotency key. */
export const countByKey = async (key: string) => countQuotes("idempotency_key_hash = ?", await keyHashOf(key));

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
 * Runs a count up to a rate limit inside one of the local limiter's windows, which are wall-clock
 * minutes (miniflare's): a count that a minute's end cuts in two has its last request let through.
 * When the run fails and the minute turned while it ran, it runs once more, as attempt 1 (the test
 * uses a new client address for it); a failure within one minute is a failure. (Waiting up front for
 * a fresh minute whenever less than 15 s were left cost 2 s a test on average, up to 15.)
 */
export async function inOneRateWindow(run: (attempt: number) => Promise<void>) {
  for (let attempt = 0; ; attempt++) {
    const minute = Math.floor(Date.now() / 60_000);
    try {
      return await run(attempt);
    } catch (err) {
      if (attempt > 0 || Math.floor(Date.now() / 60_000) === minute) throw err;
    }
  }
}
