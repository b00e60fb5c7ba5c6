import { inSeconds, rateLimitRetry } from "../config/time";
import { log } from "../trace/log";

// Every public write is counted per client (its IPv4 address or IPv6 /64: src/auth/rate-limit-key.ts
// makes the key). Nothing skips a limit: tests and benchmarks send each simulated visitor's own
// CF-Connecting-IP. If a limiter itself fails, the client is let through: losing a lead is worse than a burst.

/** True when the client with this key has been over the limiter's rate. */
export async function isRateLimited(limiter: RateLimit, key: string) {
  try {
    const { success } = await limiter.limit({ key });
    return !success;
  } catch (err) {
    log.error("quote rate limiter failed", err);
    return false;
  }
}

/** What a refused client is told to wait (Retry-After). */
export const retryAfterSeconds = inSeconds(rateLimitRetry);
