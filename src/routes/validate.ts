import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler } from "hono";
import { safeParseAsync, type $ZodIssue, type $ZodType } from "zod/v4/core";
import { fieldErrors } from "../lib/quote-fields";
import { isJsonContentType } from "../middleware/json-content-type";
import { countedRefusal } from "./quote/guards";
import { jsonLocale } from "./quote/locale";
import { quoteMessagesFor } from "./quote/messages";

// Every JSON body and query-string filter is read through zValidator(target, schema, hook) with one
// of the refusals below, so a refused request looks the same on every route: 415 when the body is
// not JSON (isJsonContentType, the site's one rule; the same-origin guard before it judges every
// type alike), 400 with {"error": ...} (and field messages where a form shows them) when it is not
// what the schema says.

type Issues = readonly $ZodIssue[];
/** How a route answers a body or query its schema refused. */
export type Refusal = (issues: Issues, c: Context, data: unknown) => Response | Promise<Response>;

/** {"error": the schema's own message}: each schema says in its messages what a client should send. */
export const firstMessage: Refusal = (issues, c) => c.json({ error: issues[0]?.message ?? "Invalid request body" }, 400);

/** {"error": one message}, whatever was wrong: for bodies a client sends as a whole (a subscription, a beacon). */
export const oneMessage =
  (error: string): Refusal =>
  (_issues, c) =>
    c.json({ error }, 400);

/** The owner's filters: which field and why, so an API client can fix its query. */
export const invalidFilter: Refusal = (issues, c) =>
  c.json({ error: "Invalid filter", issues: issues.map((i) => ({ field: i.path.join("."), message: i.message })) }, 400);

/**
 * A quote from the form island: the field messages in the request's own language (its `locale`),
 * and the refusal counted against the client's limit like a stored request.
 */
export const quoteFieldsRefused: Refusal = (issues, c, data) => {
  const locale = jsonLocale(data as Record<string, unknown>);
  return countedRefusal(c, 400, { error: quoteMessagesFor(locale).invalid, fields: fieldErrors(issues) }, locale);
};

/** zValidator's hook for a refusal: nothing to say when the schema accepted the value. */
export const hookOf = (refuse: Refusal) => (result: { success: boolean; error?: { issues: Issues }; data: unknown }, c: Context) =>
  result.success ? undefined : refuse(result.error?.issues ?? [], c, result.data);

export const notJsonMessage = "Send JSON: Content-Type must be application/json";

/** 415 unless the Content-Type says JSON (isJsonContentType: the one rule). */
export const jsonOnly =
  (message = notJsonMessage): MiddlewareHandler =>
  async (c, next) =>
    isJsonContentType(c.req.header("content-type")) ? next() : c.json({ error: message }, 415);

/**
 * A JSON body checked by its schema: 415 when it is not JSON; 400 when it is not the schema's value.
 * A body that does not parse is answered as a missing one (the schema's message for no object),
 * before zValidator reads it, so that answer is the route's own and never hono's plain-text 400.
 */
export function jsonBody<T extends $ZodType>(schema: T, refuse: Refusal = firstMessage, notJson = notJsonMessage) {
  const validate = zValidator("json", schema, hookOf(refuse));
  const readable: MiddlewareHandler = async (c, next) => {
    if (!isJsonContentType(c.req.header("content-type"))) return c.json({ error: notJson }, 415);
    // c.req.json() keeps the body's text: zValidator parses it again from there, with no second read.
    const parsed = await c.req.json().then(
      () => true,
      () => false,
    );
    if (parsed) return validate(c, next);
    const missing = await safeParseAsync(schema, undefined);
    return refuse(missing.error?.issues ?? [], c, undefined);
  };
  return readable as typeof validate;
}

/** Query-string filters checked by their schema; refused as invalidFilter unless the route says otherwise. */
export const queryOf = <T extends $ZodType>(schema: T, refuse: Refusal = invalidFilter) => zValidator("query", schema, hookOf(refuse));
