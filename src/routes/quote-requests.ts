import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { fieldErrors, fillsHoneypot, honeypotField, photoLimits } from "../lib/quote-schema";
import { sameOriginOnly } from "../middleware/same-origin";
import { acceptQuote, createdBody, decoyQuote } from "./quote/accept";
import { attributionOf } from "./quote/attribution";
import { handleFormPost, refererLocale, refererPath, renderFormPage, urlencodedPost } from "./quote/form-post";
import { bodyKind, retryAfterSeconds } from "./quote/guards";
import { jsonLocale } from "./quote/locale";
import { quoteMessages, quoteMessagesFor, quoteSchemaFor } from "./quote/messages";
import { multipartPost } from "./quote/multipart";
import { knownPagePath } from "./quote/source-page";

// POST /api/quote-requests: JSON from the form island (201, its photos uploaded before by id), or
// the plain HTML form's multipart post with its photo files (303 to the confirmation); urlencoded
// too. GET belongs to the owner's API (admin routes).
export const quoteRoutes = new Hono<AppEnv>();

const jsonError = (c: Context<AppEnv>, status: 400 | 413 | 415, error: string) => c.json({ error }, status);
const kindOf = (c: Context) => bodyKind(c.req.header("content-type"));
const isForm = (c: Context) => kindOf(c) !== "json";

const supportedType = createMiddleware<AppEnv>(async (c, next) => {
  if (!kindOf(c)) return jsonError(c, 415, quoteMessages.unsupported);
  await next();
});

/** A plain form post refused before its body was read: the page it came from, in that page's language. */
function formError(c: Context<AppEnv>, status: 400 | 413, message: "tooLarge" | "unreadable", errors?: { photos: string }) {
  const locale = refererLocale(c);
  return renderFormPage(c, refererPath(c), { formError: quoteMessagesFor(locale)[message], ...(errors ? { errors } : {}) }, status, locale);
}

// Text alone: refused as soon as more than 32 KB have arrived, whatever Content-Length claims (or omits).
const textLimit = bodyLimit({
  maxSize: 32 * 1024,
  onError: (c) => (isForm(c) ? formError(c, 413, "tooLarge") : c.json({ error: "Request body is larger than 32 KB" }, 413)),
});
// With files: six photos at the largest size, and the text.
const multipartLimit = bodyLimit({
  maxSize: photoLimits.count * photoLimits.bytes + 64 * 1024,
  onError: (c) => {
    const locale = refererLocale(c);
    return formError(c, 413, "tooLarge", { photos: quoteSchemaFor(locale).messages.photoTooLarge });
  },
});
const sizeLimit = createMiddleware<AppEnv>((c, next) => (kindOf(c) === "multipart" ? multipartLimit(c, next) : textLimit(c, next)));

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
  if (kindOf(c) === "multipart") {
    const post = await multipartPost(c);
    return post ? handleFormPost(c, post) : formError(c, 400, "unreadable");
  }
  const text = await bodyText(c);
  if (text === null) {
    if (isForm(c)) return formError(c, 400, "unreadable");
    return jsonError(c, 400, "Request body is not valid UTF-8 text");
  }
  if (isForm(c)) return handleFormPost(c, urlencodedPost(text));

  const body = parseJsonObject(text);
  if (body === "malformed") return jsonError(c, 400, quoteMessages.malformedJson);
  if (body === "not-object") return jsonError(c, 400, quoteMessages.notObject);
  if (fillsHoneypot(body[honeypotField])) return c.json(createdBody(decoyQuote()), 201);
  // From here the answer is in the request's language (its `locale`, English when it names none).
  const locale = jsonLocale(body);
  const messages = quoteMessagesFor(locale);
  const { schema, messages: fieldMessages } = quoteSchemaFor(locale);
  const result = schema.safeParse(body);
  if (!result.success) return c.json({ error: messages.invalid, fields: fieldErrors(result.error.issues) }, 400);

  // sourcePage: the form island's page. Anything but one of the site's page paths is stored as
  // null rather than refused: the request itself is valid, and a lost lead costs more than a blank.
  const sourcePage = knownPagePath(body.sourcePage);
  const attribution = attributionOf(c, body.attribution, sourcePage);
  const outcome = await acceptQuote(c, result.data, { sourcePage, locale, attribution }, { uploaded: result.data.photos ?? [] });
  if (outcome.kind === "rate-limited") {
    c.header("Retry-After", String(retryAfterSeconds));
    return c.json({ error: messages.rateLimited }, 429);
  }
  if (outcome.kind === "unavailable") return c.json({ error: messages.unavailable }, 503);
  if (outcome.kind === "photos-missing") return c.json({ error: messages.invalid, fields: { photos: fieldMessages.photoMissing } }, 400);
  return c.json(createdBody(outcome.quote), 201);
});
