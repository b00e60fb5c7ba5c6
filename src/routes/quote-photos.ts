import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isLocale, type Locale } from "../content/locale";
import { getDb } from "../db";
import { photoIdOf } from "../db/quote-photos";
import type { AppEnv } from "../env";
import { photoLimits } from "../lib/quote-fields";
import { publicApi } from "./guard-sets";
import { cleanPhoto } from "../photos/clean";
import { storePhotos } from "../photos/bucket";
import { isRateLimited, retryAfterSeconds } from "./quote/guards";
import { photoProblemMessage } from "./quote/photo-files";
import { quoteMessagesFor, quoteSchemaFor } from "./quote/messages";
import { log } from "../trace/log";

// POST /api/quote-photos: one photo, sent by the form island as soon as the visitor adds it
// (already resized in the browser), so the request itself stays a small JSON post. The body is the
// image's bytes; its type is read from them, never from a name or the Content-Type. The answer's
// id goes into the request's `photos`; an upload no request claims is removed within hours.
export const photoRoutes = new Hono<AppEnv>();

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

photoRoutes.post(
  "/api/quote-photos",
  publicApi,
  async (c, next) => {
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!acceptedTypes.test(type)) return photoError(c, 415, "photoType");
    await next();
  },
  bodyLimit({ maxSize: photoLimits.bytes, onError: (c) => photoError(c, 413, "photoTooLarge") }),
  async (c) => {
    const locale = localeOf(c);
    if (await isRateLimited(c, c.env.PHOTO_RATE_LIMITER)) {
      c.header("Retry-After", String(retryAfterSeconds));
      return c.json({ error: quoteMessagesFor(locale).rateLimited }, 429);
    }
    const result = cleanPhoto(new Uint8Array(await c.req.arrayBuffer()));
    if (!result.ok) return photoError(c, 400, photoProblemMessage[result.problem]);
    try {
      const [key] = await storePhotos(getDb(c.env), c.env.QUOTE_PHOTOS, [result.photo]);
      const { width, height, bytes } = result.photo;
      return c.json({ id: photoIdOf(key!), width, height, bytes: bytes.byteLength }, 201);
    } catch (err) {
      log.error("storing an uploaded photo failed", err);
      return c.json({ error: quoteMessagesFor(locale).unavailable }, 503);
    }
  },
);
