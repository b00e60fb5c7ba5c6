import type { Context } from "hono";
import type { AdminEnv } from "../../../auth/admin-env";
import { within } from "../../../lib/deadline";
import { log } from "../../../trace/log";
import { exchangeMomentText } from "../../../use-cases/moment-text";
import { getDb } from "../../../db";

// The detail after a saved quote or a booking (?quote=2&text=<code>, ?booked=1&…&text=<code>): the
// code is exchanged once for the one-tap text with a fresh link to the customer's page, like the
// visitor's confirmation (src/routes/quote/confirmation-link.ts). A reload finds the code used and
// shows the notice alone.

/** The detail address's parameter that carries the code. */
export const textCodeParam = "text";

/** The detail waits this long for D1 to exchange the code; past it, the notice shows without the text. */
const exchangeWaitMs = 1_000;

/** The text and its link, once; undefined when the address carries no code or it opens nothing. */
export async function momentTextOf(c: Context<AdminEnv>, id: string) {
  const code = c.req.query(textCodeParam);
  if (!code) return undefined;
  // Whatever the exchange gives, the page is not stored: the code's answer may carry a link.
  c.header("Cache-Control", "no-store");
  const exchange = exchangeMomentText(
    { db: getDb(c.env), now: new Date(), env: c.env },
    { id, code, by: c.get("member").username, requestUrl: c.req.url },
  );
  const made = await within(exchange, exchangeWaitMs, "exchanging a text's code").catch((err: unknown) => {
    log.error("exchanging a text's code failed: the detail shows no text", err);
    return null;
  });
  return made ?? undefined;
}
