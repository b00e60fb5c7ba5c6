import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { zValidator } from "@hono/zod-validator";
import type { ZodSafeParseResult } from "zod";
import { fillsHoneypot, honeypotField, type QuoteInput } from "../lib/quote-schema";
import { publicApi } from "./guard-sets";
import { hookOf, quoteFieldsRefused } from "./validate";
import { createdBody, decoyRequest, submit } from "./quote/submit";
import { attributionOf } from "./quote/attribution";
import { echoValues, handleFormPost, refererLocale, refererPath, refusedPage, safeReturnTo, urlencodedPost } from "./quote/form-post";
import { bodyKind, countedRefusal } from "./quote/guards";
import { retryAfterSeconds } from "../use-cases/rate-limit";
import { jsonLocale } from "./quote/locale";
import { quoteMessages, quoteMessagesFor, quoteSchemaFor } from "./quote/messages";
import { largestPost, multipartPost, type MultipartResult } from "./multipart";
import { formLocale } from "./quote/locale";
import { knownPagePath } from "./quote/source-page";
import { submissionKeyField } from "../lib/submission-key";

// POST /api/quote-requests (mounted at /api): JSON from the form island (201, its photos uploaded
// before by id), or the plain HTML form's multipart post with its photo files (303 to the
// confirmation); urlencoded too. Each kind is read and checked here, then src/use-cases/submit-request.ts
// stores it. GET belongs to the members' API.
export const requestRoutes = new Hono<AppEnv>();

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
  return refusedPage(c, refererPath(c), { formError: quoteMessagesFor(locale)[message], ...(errors ? { errors } : {}) }, status, locale);
}

/** A multipart post refused while it was read: the page it came from with what was read so far. */
function multipartError(c: Context<AppEnv>, refused: Extract<MultipartResult, { ok: false }>) {
  const { fields } = refused;
  const locale = fields.locale ? formLocale(fields) : refererLocale(c);
  const returnTo = fields.returnTo ? safeReturnTo(fields.returnTo) : refererPath(c);
  const messages = quoteMessagesFor(locale);
  const fieldMessages = quoteSchemaFor(locale).messages;
  const photoPart = refused.part?.name === "photos" && refused.part.filename !== null;
  const errors =
    refused.reason === "too-many-files"
      ? { photos: fieldMessages.tooManyPhotos }
      : photoPart
        ? { photos: fieldMessages.photoTooLarge }
        : undefined;
  const formError =
    refused.reason === "too-many-files" ? messages.invalid : refused.status === 413 ? messages.tooLarge : messages.unreadable;
  return refusedPage(c, returnTo, { values: echoValues(fields), formError, ...(errors ? { errors } : {}) }, refused.status, locale);
}

// Text alone: refused as soon as more than 32 KB have arrived, whatever Content-Length claims (or omits).
const textLimit = bodyLimit({
  maxSize: 32 * 1024,
  onError: (c) => (isForm(c) ? formError(c, 413, "tooLarge") : countedRefusal(c, 413, { error: "Request body is larger than 32 KB" })),
});
// With files: six photos at the largest size, and the text. Only the declared length is checked
// here: hono's bodyLimit reads a body without Content-Length to its end into memory before the
// route sees it, and the multipart reader already holds every part to its own limit as it streams.
const multipartLimit = createMiddleware<AppEnv>(async (c, next) => {
  const declared = Number(c.req.header("content-length") ?? 0);
  if (declared > largestPost) {
    return formError(c, 413, "tooLarge", { photos: quoteSchemaFor(refererLocale(c)).messages.photoTooLarge });
  }
  await next();
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

/** The plain form's posts (multipart or urlencoded) end here; JSON goes on to its validator. */
const formPost = createMiddleware<AppEnv>(async (c, next) => {
  if (kindOf(c) === "multipart") {
    const read = await multipartPost(c.req.raw);
    return read.ok ? handleFormPost(c, read.post) : multipartError(c, read);
  }
  if (!isForm(c)) return next();
  const text = await bodyText(c);
  return text === null ? formError(c, 400, "unreadable") : handleFormPost(c, urlencodedPost(text));
});

/**
 * JSON before its schema: UTF-8, a JSON object, and the honeypot empty, each refused with its own
 * message. The body read here stays cached, so zValidator parses the same bytes after it.
 */
const jsonObject = createMiddleware<AppEnv>(async (c, next) => {
  const text = await bodyText(c);
  if (text === null) return countedRefusal(c, 400, { error: "Request body is not valid UTF-8 text" });
  const body = parseJsonObject(text);
  if (body === "malformed") return countedRefusal(c, 400, { error: quoteMessages.malformedJson });
  if (body === "not-object") return countedRefusal(c, 400, { error: quoteMessages.notObject });
  if (fillsHoneypot(body[honeypotField])) return c.json(createdBody(decoyRequest()), 201);
  await next();
});

/**
 * The checks are the same in every language; the request's `locale` picks the one its messages are
 * in. (zValidator's type names classic zod's result; zod/mini's has the same data and issues, and
 * the hook reads nothing else.)
 */
const inRequestLanguage = {
  validationFunction: async (_: unknown, body: Record<string, unknown>) =>
    (await quoteSchemaFor(jsonLocale(body)).schema.safeParseAsync(body)) as ZodSafeParseResult<QuoteInput>,
};

requestRoutes.post(
  "/quote-requests",
  publicApi,
  supportedType,
  sizeLimit,
  formPost,
  jsonObject,
  zValidator("json", quoteSchemaFor("en").schema, hookOf(quoteFieldsRefused), inRequestLanguage),
  async (c) => {
    const input = c.req.valid("json");
    const body = (await c.req.json()) as Record<string, unknown>;
    // From here the answer is in the request's language (its `locale`, English when it names none).
    const locale = jsonLocale(body);
    const messages = quoteMessagesFor(locale);
    // sourcePage: the form island's page. Anything but one of the site's page paths is stored as
    // null rather than refused: the request itself is valid, and a lost lead costs more than a blank.
    const sourcePage = knownPagePath(body.sourcePage);
    const attribution = attributionOf(c, body.attribution, sourcePage);
    const outcome = await submit(c, {
      request: input,
      origin: { sourcePage, locale, attribution },
      photos: { uploaded: input.photos ?? [] },
      claimedKey: body[submissionKeyField],
    });
    if (outcome.ok) return c.json(createdBody({ ...outcome.request, token: outcome.token }), 201);
    if (outcome.reason === "rate-limited") {
      c.header("Retry-After", String(retryAfterSeconds));
      return c.json({ error: messages.rateLimited }, 429);
    }
    if (outcome.reason === "unavailable") return c.json({ error: messages.unavailable }, 503);
    if (outcome.reason === "key-reused") return c.json({ error: messages.keyReused }, 409);
    return c.json({ error: messages.invalid, fields: { photos: quoteSchemaFor(locale).messages.photoMissing } }, 400);
  },
);
