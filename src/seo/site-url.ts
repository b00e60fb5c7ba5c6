import type { Context } from "hono";
import type { AppEnv } from "../env";
import { siteOrigin } from "../lib/paths";

/** The public origin of the request in hand (SITE_URL when set): see src/lib/paths.ts. */
export const requestOrigin = (c: Context<AppEnv>) => siteOrigin(c.env, c.req.url);
