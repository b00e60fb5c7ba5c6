import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { within } from "../../lib/deadline";
import { customerPage } from "../../lib/paths";
import { log } from "../../trace/log";
import { exchangeConfirmationCode } from "../../use-cases/confirmation-code";
import { depsOf } from "../deps";

// The plain form's confirmation (?quote=received&code=<one-time code>): the code is exchanged for
// the customer's page link, which the confirmation shows once to save. The page is never stored
// (no-store): a reload, or the address from the history, finds the code used and shows no link.

/** The confirmation address's parameter that carries the code. */
export const confirmationCodeParam = "code";

/** A confirmation waits this long for D1 to exchange its code; past it, the page says "received" without the link. */
const exchangeWaitMs = 1_000;

export const confirmationLink = createMiddleware<AppEnv>(async (c, next) => {
  const code = c.req.method === "GET" && c.req.query("quote") === "received" ? c.req.query(confirmationCodeParam) : undefined;
  if (!code) return next();
  const token = await within(exchangeConfirmationCode(depsOf(c), code), exchangeWaitMs, "exchanging a confirmation's code").catch(
    (err: unknown) => {
      log.error("exchanging a confirmation's code failed: the confirmation shows no link", err);
      return null;
    },
  );
  c.set("quoteForm", { ...c.get("quoteForm"), received: true, ...(token ? { myPage: customerPage(token) } : {}) });
  await next();
  c.header("Cache-Control", "no-store");
});
