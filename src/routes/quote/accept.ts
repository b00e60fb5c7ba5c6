import type { Context } from "hono";
import { getDb } from "../../db";
import { storeQuote, type QuoteOrigin, type StoredQuote } from "../../db/quote-requests";
import type { AppEnv } from "../../env";
import type { QuoteInput } from "../../lib/quote-schema";
import { isRateLimited } from "./guards";
import { notifyLead } from "./notify-lead";

export type Outcome = { kind: "stored"; quote: StoredQuote } | { kind: "rate-limited" } | { kind: "unavailable" };

/** A valid request from here on: rate limit, commit to D1, then (optionally) e-mail the business. */
export async function acceptQuote(c: Context<AppEnv>, input: QuoteInput, origin: QuoteOrigin): Promise<Outcome> {
  if (await isRateLimited(c)) return { kind: "rate-limited" };
  let quote: StoredQuote;
  try {
    quote = await storeQuote(getDb(c.env), input, origin);
  } catch (err) {
    console.error("storing a quote request failed", err);
    return { kind: "unavailable" };
  }
  notifyLead(c.env, quote, (p) => waitUntil(c, p));
  return { kind: "stored", quote };
}

function waitUntil(c: Context<AppEnv>, promise: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(promise);
  } catch {
    // No execution context (a direct app.request call): the promise still runs, just unawaited.
  }
}

/** The answer a honeypot-filled request gets: indistinguishable from a stored one, but nothing is kept. */
export const decoyQuote = () => ({ id: crypto.randomUUID(), status: "pending", createdAt: new Date() });

/** What a client sees for a stored (or honeypot-swallowed) request. */
export const createdBody = (q: { id: string; status: string; createdAt: Date }) => ({
  id: q.id,
  status: q.status,
  createdAt: q.createdAt.toISOString(),
});
