import { Hono } from "hono";
import type { CustomerEnv } from "./guards";
import { customerPageRoutes } from "./page";

// Every route of a customer's own page, /my/...
export const customerRoutes = new Hono<CustomerEnv>();
customerRoutes.route("/", customerPageRoutes);
