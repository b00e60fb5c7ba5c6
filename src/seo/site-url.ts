import type { Context } from "hono";
import type { AppEnv } from "../env";

/** SITE_URL's origin ("https://www.example.com"), or null when it is empty or not an http(s) URL (local dev). */
export function configuredOrigin(env: { SITE_URL?: string } | undefined): string | null {
  const text = env?.SITE_URL?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** The public origin for absolute URLs: SITE_URL when set (production), otherwise the request's origin. */
export function siteOrigin(c: Context<AppEnv>): string {
  return configuredOrigin(c.env) ?? new URL(c.req.url).origin;
}
