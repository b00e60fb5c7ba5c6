import { createMiddleware } from "hono/factory";
import { failRate, faultyD1 } from "../db/fault-injection";
import type { AppEnv } from "../env";
import { isLoopback } from "./loopback";

// The outage benchmark (`npm run bench:outage`): with D1_FAULT_RATE (wrangler.toml's [env.bench],
// "0.1" there for the run) this share of the requests' D1 calls fail, so the kept-request path is
// exercised under load. Honoured only on a loopback host, like EDGE_CACHE = "off": a deployed Worker
// never injects faults, whatever its vars say. The queue consumer's writes are not wrapped.
export const d1Faults = createMiddleware<AppEnv>(async (c, next) => {
  const rate = Number(c.env?.D1_FAULT_RATE ?? 0);
  if (rate > 0 && rate <= 1 && isLoopback(new URL(c.req.url).hostname)) c.env = { ...c.env, DB: faultyD1(c.env.DB, failRate(rate)) };
  await next();
});
