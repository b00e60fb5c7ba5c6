import type { Context } from "hono";
import type { Locale } from "../../content/locale";
import type { AppEnv } from "../../env";
import { isJsonContentType, mediaTypeOf } from "../../middleware/json-content-type";
import { quoteMessagesFor } from "./messages";
import { isRateLimited, retryAfterSeconds } from "../../use-cases/rate-limit";
import { clientOf } from "../deps";

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

/** Whether this client has sent too many requests (a refused one counts as one): src/use-cases/rate-limit.ts. */
export const quoteRateLimited = (c: Context<AppEnv>) => isRateLimited(c.env.QUOTE_RATE_LIMITER, clientOf(c));

/** A JSON request refused as invalid: counted against the client's limit like a valid one. */
export async function countedRefusal(c: Context<AppEnv>, status: 400 | 413, body: Record<string, unknown>, locale: Locale = "en") {
  if (await quoteRateLimited(c)) {
    c.header("Retry-After", String(retryAfterSeconds));
    return c.json({ error: quoteMessagesFor(locale).rateLimited }, 429);
  }
  return c.json(body, status);
}
