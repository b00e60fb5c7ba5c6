import type { Context } from "hono";
import { getDb } from "../db";
import { pricesInForce } from "../db/price-book";
import type { AppEnv } from "../env";
import { backgroundOf } from "../trace/background";
import { log } from "../trace/log";

/**
 * Puts the prices in force on the request (c.var.prices) for the page about to be rendered, once.
 * When D1 cannot say (a fresh isolate during an outage) the page shows no prices, and is marked
 * so that no cache keeps it: the next request asks again.
 */
export async function loadPrices(c: Context<AppEnv>) {
  if (c.get("prices")) return c.get("prices")!;
  try {
    c.set("prices", await pricesInForce(getDb(c.env), backgroundOf(c)));
  } catch (err) {
    log.error("reading the price book failed: the page shows no prices", err);
    c.set("prices", { prices: null, tag: "unknown", unknown: true });
  }
  return c.get("prices")!;
}
