import { Hono } from "hono";
import type { AppEnv } from "../env";

// /sitemap.xml, /robots.txt and /api/og-image: built by the search issue.
export const seoRoutes = new Hono<AppEnv>();
