import type { Context } from "hono";
import { rateLimitKey } from "../../auth/rate-limit-key";
import type { AppEnv } from "../../env";

// Cheap checks that run before the body is read.

export type BodyKind = "json" | "form";

/** JSON (including application/*+json, as the validator reads it) or the plain HTML form encoding; nothing else. */
export function bodyKind(contentType: string | undefined): BodyKind | null {
  const mediaType = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (/^application\/([\w.-]+\+)?json$/.test(mediaType)) return "json";
  if (mediaType === "application/x-www-form-urlencoded") return "form";
  return null;
}

/**
 * A post that a browser sent from another site's page (a forged form submission). "Origin: null"
 * is what a same-site form sends under a no-referrer policy, so it is judged by Sec-Fetch-Site alone
 * (a sandboxed frame on another site also sends null, but with Sec-Fetch-Site: cross-site).
 */
export function isCrossSite(c: Context<AppEnv>) {
  if (c.req.header("sec-fetch-site") === "cross-site") return true;
  const origin = c.req.header("origin");
  return origin !== undefined && origin !== "null" && origin !== new URL(c.req.url).origin;
}

/**
 * True when this client (its IPv4 address or IPv6 /64) has sent too many quote requests. Nothing
 * skips the limit: tests and benchmarks send each simulated visitor's own CF-Connecting-IP.
 * If the limiter itself fails, the visitor is let through: losing a lead is worse than a burst.
 */
export async function isRateLimited(c: Context<AppEnv>) {
  try {
    const { success } = await c.env.QUOTE_RATE_LIMITER.limit({ key: rateLimitKey(c.req.raw) });
    return !success;
  } catch (err) {
    console.error("quote rate limiter failed", err);
    return false;
  }
}

export const retryAfterSeconds = 60;
