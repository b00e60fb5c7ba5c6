import { Hono } from "hono";
import type { AppEnv } from "../env";

// /admin screens and the owner-only quote API: built by the inbox issue.
export const adminRoutes = new Hono<AppEnv>();

// No owner session exists yet: quote data is never public.
adminRoutes.get("/api/quote-requests", (c) => c.json({ error: "Sign in required" }, 401));
