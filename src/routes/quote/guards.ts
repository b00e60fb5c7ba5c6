import type { Context } from "hono";
import { rateLimitKey } from "../../auth/rate-limit-key";
import type { Locale } from "../../content/locale";
import type { AppEnv } from "../../env";
import { isJsonContentType, mediaTypeOf } from "../../middleware/json-content-type";
import { quoteMessagesFor } from "./messages";
import { inSeconds, rateLimitRetry } from "../../config/time";
import { log } from "../../trace/log";

// Cheap checks on a quote post: its body's kind, before the body is read; the rate limit, after it validates.

export type BodyKind = "json" | "form" | "multipart";

/** JSON (including application/*+json), the plain HTML form encoding, or the form with files; nothing else. */
export function bodyKind(contentType: string | undefined): BodyKind | null {
  if (isJsonContentType(contentType)) return "json";
  const mediaType = mediaTypeOf(contentType);
  if (mediaType === "application/x-www-form-urlencoded") return "form";
  if (mediaType === "multipart/form-data") return "multipart";
  return null;
}

/**
 * True when this client (its IPv4 address or IPv6 /64) has sent too many quote requests. Nothing
 * skips the limit: tests and benchmarks send each simulated visitor's own CF-Connecting-IP.
 * If the limiter itself fails, the visitor is let through: losing a lead is worse than a burst.
 */
export async function isRateLimited(c: Context<AppEnv>, limiter: RateLimit = c.env.QUOTE_RATE_LIMITER) {
  try {
    const { success } = await limiter.limit({ key: rateLimitKey(c.req.raw) });
    return !success;
  } catch (err) {
    log.error("quote rate limiter failed", err);
    return false;
  }
}

export const retryAfterSeconds = inSeconds(rateLimitRetry);

/** A JSON request refused as invalid: counted against the client's limit like a valid one. */
export async function countedRefusal(c: Context<AppEnv>, status: 400 | 413, body: Record<string, unknown>, locale: Locale = "en") {
  if (await isRateLimited(c)) {
    c.header("Retry-After", String(retryAfterSeconds));
    return c.json({ error: quoteMessagesFor(locale).rateLimited }, 429);
  }
  return c.json(body, status);
}
