import { Hono } from "hono";
import type { AppEnv } from "../env";

// POST /api/quote-requests: built by the quote issue.
export const quoteRoutes = new Hono<AppEnv>();
