import type { Context } from "hono";
import type { AppEnv } from "../env";

/** The public origin for absolute URLs: SITE_URL when set (production), otherwise the request's origin. */
export function siteOrigin(c: Context<AppEnv>): string {
  const configured = c.env?.SITE_URL?.trim();
  return (configured || new URL(c.req.url).origin).replace(/\/+$/, "");
}

export const absoluteUrl = (origin: string, path: string) => `${origin}${path}`;
