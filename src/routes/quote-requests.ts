import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { fieldErrors, fillsHoneypot, honeypotField } from "../lib/quote-schema";
import { sameOriginOnly } from "../middleware/same-origin";
import { acceptQuote, createdBody, decoyQuote } from "./quote/accept";
import { handleFormPost, refererLocale, refererPath, renderFormPage } from "./quote/form-post";
import { bodyKind, retryAfterSeconds } from "./quote/guards";
import { jsonLocale } from "./quote/locale";
import { quoteMessages, quoteMessagesFor, quoteSchemaFor } from "./quote/messages";
import { knownPagePath } from "./quote/source-page";

// POST /api/quote-requests: JSON from the form island (201), or the plain HTML form's
// urlencoded post (303 to the confirmation). GET belongs to the owner's API (admin routes).
export const quoteRoutes = new Hono<AppEnv>();

const jsonError = (c: Context<AppEnv>, status: 400 | 413 | 415, error: string) => c.json({ error }, status);
const isForm = (c: Context) => bodyKind(c.req.header("content-type")) === "form";

const supportedType = createMiddleware<AppEnv>(async (c, next) => {
  if (!bodyKind(c.req.header("content-type"))) return jsonError(c, 415, quoteMessages.unsupported);
  await next();
});

// Refused as soon as more than 32 KB have arrived, whatever Content-Length claims (or omits).
const sizeLimit = bodyLimit({
  maxSize: 32 * 1024,
  onError: (c) =>
    isForm(c) ? formError(c, 413, "tooLarge") : c.json({ error: "Request body is larger than 32 KB" }, 413),
});

/** A plain form post refused before its body was read: the page it came from, in that page's language. */
function formError(c: Context<AppEnv>, status: 400 | 413, message: "tooLarge" | "unreadable") {
  const locale = refererLocale(c);
  return renderFormPage(c, refererPath(c), { formError: quoteMessagesFor(locale)[message] }, status, locale);
}

/** The body as text; null when it is not UTF-8 (or could not be read). */
async function bodyText(c: Context<AppEnv>) {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(await c.req.arrayBuffer());
  } catch {
    return null;
  }
}

function parseJsonObject(text: string): Record<string, unknown> | "malformed" | "not-object" {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : "not-object";
  } catch {
    return "malformed";
  }
}

quoteRoutes.post("/api/quote-requests", supportedType, sameOriginOnly, sizeLimit, async (c) => {
  const text = await bodyText(c);
  if (text === null) {
    if (isForm(c)) return formError(c, 400, "unreadable");
    return jsonError(c, 400, "Request body is not valid UTF-8 text");
  }
  if (isForm(c)) return handleFormPost(c, text);

  const body = parseJsonObject(text);
  if (body === "malformed") return jsonError(c, 400, quoteMessages.malformedJson);
  if (body === "not-object") return jsonError(c, 400, quoteMessages.notObject);
  if (fillsHoneypot(body[honeypotField])) return c.json(createdBody(decoyQuote()), 201);
  // From here the answer is in the request's language (its `locale`, English when it names none).
  const locale = jsonLocale(body);
  const messages = quoteMessagesFor(locale);
  const result = quoteSchemaFor(locale).safeParse(body);
  if (!result.success) return c.json({ error: messages.invalid, fields: fieldErrors(result.error.issues) }, 400);

  // sourcePage: the form island's page. Anything but one of the site's page paths is stored as
  // null rather than refused: the request itself is valid, and a lost lead costs more than a blank.
  const outcome = await acceptQuote(c, result.data, { sourcePage: knownPagePath(body.sourcePage), locale });
  if (outcome.kind === "rate-limited") {
    c.header("Retry-After", String(retryAfterSeconds));
    return c.json({ error: messages.rateLimited }, 429);
  }
  if (outcome.kind === "unavailable") return c.json({ error: messages.unavailable }, 503);
  return c.json(createdBody(outcome.quote), 201);
});
