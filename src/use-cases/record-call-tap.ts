import { countEvent } from "../db/page-events";
import { log } from "../trace/log";
import type { Deps } from "./deps";
import { isRateLimited } from "./rate-limit";

/** A tap on a call link (the beacon's event), counted once per visit, Houston day, page and kind (src/db/page-events.ts). */
export type PageEvent = Parameters<typeof countEvent>[1];

/** Counts a beacon's event: "rate-limited", "unavailable" when D1 could not count it, else "counted" (a repeat included). */
export async function recordCallTap(
  { db, env, now }: Deps<"EVENTS_RATE_LIMITER">,
  { client, event }: { client: string; event: PageEvent },
) {
  if (await isRateLimited(env.EVENTS_RATE_LIMITER, client)) return "rate-limited" as const;
  try {
    await countEvent(db, event, now);
    return "counted" as const;
  } catch (err) {
    log.error("counting an event failed", err);
    return "unavailable" as const;
  }
}
