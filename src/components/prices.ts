import { useRequestContext } from "@hono/react-renderer";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import type { ActivePrices } from "../lib/pricing/book";

/** The price book in force for the page being rendered (src/middleware/prices.ts loaded it); null: show no prices. */
export function usePrices(): ActivePrices | null {
  const c = useRequestContext<AppEnv>() as Context<AppEnv>;
  return c.get("prices")?.prices ?? null;
}
