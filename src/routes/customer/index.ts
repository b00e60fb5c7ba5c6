import { Hono } from "hono";
import { customerActionRoutes } from "./actions";
import { customerFileRoutes } from "./files";
import { customerGuards, type CustomerEnv } from "./guards";
import { customerPageRoutes } from "./page";
import { customerBookingRoutes } from "./booking";
import { customerBalanceRoutes } from "./pay-balance";
import { customerPayRoutes } from "./pay";
import { customerPushRoutes, customerServiceWorker } from "./push";

// Every route of a customer's own page, mounted at /my. The notifications' worker script, /my/sw.js,
// is answered before the guards, which would read it as a token; every /my/:token route then runs
// the guards once, here.
export const customerRoutes = new Hono<CustomerEnv>();
customerRoutes.route("/", customerServiceWorker);
customerRoutes.use("/:token/*", customerGuards);
customerRoutes.route("/", customerPageRoutes);
customerRoutes.route("/", customerActionRoutes);
customerRoutes.route("/", customerBookingRoutes);
customerRoutes.route("/", customerBalanceRoutes);
customerRoutes.route("/", customerPayRoutes);
customerRoutes.route("/", customerFileRoutes);
customerRoutes.route("/", customerPushRoutes);
