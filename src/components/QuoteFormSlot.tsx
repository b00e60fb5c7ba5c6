import { useRequestContext } from "@hono/react-renderer";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import type { QuoteFormState } from "../lib/quote-form-state";
import { Island } from "./Island";

// Places the quote form island with the state the server knows: the values and messages of a
// failed no-JavaScript post, or the confirmation after a successful one (?quote=received).
export function QuoteFormSlot() {
  const c = useRequestContext<AppEnv>() as Context<AppEnv>;
  const state: QuoteFormState | undefined = c.get("quoteForm") ?? (c.req.query("quote") === "received" ? { received: true } : undefined);
  return <Island name="QuoteForm" props={{ returnTo: c.req.path, ...(state ? { state } : {}) }} />;
}
