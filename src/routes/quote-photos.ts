import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isLocale, type Locale } from "../content/locale";
import type { AppEnv } from "../env";
import { photoLimits } from "../lib/quote-fields";
import { publicApi } from "./guard-sets";
import { retryAfterSeconds } from "../use-cases/rate-limit";
import { storePhotoUpload } from "../use-cases/store-photo-upload";
import { clientOf, depsOf } from "./deps";
import { photoProblemMessage } from "./quote/photo-files";
import { quoteMessagesFor, quoteSchemaFor } from "./quote/messages";

// POST /api/quote-photos (mounted at /api): one photo, sent by the form island as soon as the visitor adds it
// (already resized in the browser), so the request itself stays a small JSON post. The body is the
// image's bytes; its type is read from them, never from a name or the Content-Type. The answer's
// id goes into the request's `photos`; an upload no request claims is removed within hours.
export const photoUploadRoutes = new Hono<AppEnv>();

const localeOf = (c: Context): Locale => {
  const asked = c.req.query("locale");
  return isLocale(asked) ? asked : "en";
};
/** The same shape as the quote API's field errors, so the island reads both one way. */
const photoError = (
  c: Context<AppEnv>,
  status: 400 | 413 | 415,
  message: "photoType" | "photoDamaged" | "photoDimensions" | "photoTooLarge",
) => {
  const locale = localeOf(c);
  return c.json({ error: quoteMessagesFor(locale).invalid, fields: { photos: quoteSchemaFor(locale).messages[message] } }, status);
};

// An image's bytes, or bytes a client could not name (a picker may say application/octet-stream).
const acceptedTypes = /^(image\/[\w.+-]+|application\/octet-stream)$/;

photoUploadRoutes.post(
  "/quote-photos",
  publicApi,
  async (c, next) => {
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!acceptedTypes.test(type)) return photoError(c, 415, "photoType");
    await next();
  },
  bodyLimit({ maxSize: photoLimits.bytes, onError: (c) => photoError(c, 413, "photoTooLarge") }),
  async (c) => {
    const stored = await storePhotoUpload(depsOf(c), { client: clientOf(c), body: c.req.raw });
    if (stored.ok) return c.json({ id: stored.id, width: stored.width, height: stored.height, bytes: stored.bytes }, 201);
    if (stored.reason === "photo") return photoError(c, 400, photoProblemMessage[stored.problem]);
    const messages = quoteMessagesFor(localeOf(c));
    if (stored.reason === "unavailable") return c.json({ error: messages.unavailable }, 503);
    c.header("Retry-After", String(retryAfterSeconds));
    return c.json({ error: messages.rateLimited }, 429);
  },
);
