import { Hono } from "hono";
import type { CustomerEnv } from "./guards";
import { customerPageRoutes } from "./page";
import { customerPushRoutes } from "./push";

// Every route of a customer's own page, /my/... The notifications' routes come first: their worker
// script, /my/sw.js, must be answered before any /my/:token route could read it as a token.
export const customerRoutes = new Hono<CustomerEnv>();
customerRoutes.route("/", customerPushRoutes);
customerRoutes.route("/", customerPageRoutes);
