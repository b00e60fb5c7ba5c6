import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { fieldErrors, fillsHoneypot, honeypotField, quoteSchema } from "../lib/quote-schema";
import { acceptQuote, createdBody, decoyQuote } from "./quote/accept";
import { handleFormPost, refererPath, renderFormPage } from "./quote/form-post";
import { bodyKind, isCrossSite, retryAfterSeconds } from "./quote/guards";
import { quoteMessages } from "./quote/messages";
import type { AppEnv } from "../env";
import { readTextCapped } from "./quote/read-body";

// POST /api/quote-requests: JSON from the form island (201), or the plain HTML form's
// urlencoded post (303 to the confirmation). GET belongs to the owner's API (admin routes).
export const quoteRoutes = new Hono<AppEnv>();

const jsonError = (c: Context<AppEnv>, status: 400 | 403 | 413 | 415, error: string) => c.json({ error }, status);

// Everything the validator cannot judge: content type, origin, size, encoding, JSON shape, honeypot.
// A form post is handled here completely; JSON continues to the zod validator.
const screen = createMiddleware<AppEnv>(async (c, next) => {
  const kind = bodyKind(c.req.header("content-type"));
  if (!kind) return jsonError(c, 415, quoteMessages.unsupported);
  if (isCrossSite(c)) return jsonError(c, 403, quoteMessages.crossSite);

  const body = await readTextCapped(c.req.raw);
  if (!body.ok) {
    if (kind === "json") return jsonError(c, body.status, body.error);
    const formError = body.status === 413 ? quoteMessages.tooLarge : quoteMessages.unreadable;
    return renderFormPage(c, refererPath(c), { formError }, body.status);
  }
  if (kind === "form") return handleFormPost(c, body.text);

  let parsed: unknown;
  try {
    parsed = JSON.parse(body.text);
  } catch {
    return jsonError(c, 400, quoteMessages.malformedJson);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return jsonError(c, 400, quoteMessages.notObject);
  if (fillsHoneypot((parsed as Record<string, unknown>)[honeypotField])) return c.json(createdBody(decoyQuote()), 201);
  // The validator reads the body through Hono's cache: hand it the text already read.
  (c.req.bodyCache as Record<string, Promise<unknown>>).text = Promise.resolve(body.text);
  await next();
});

quoteRoutes.post(
  "/api/quote-requests",
  screen,
  zValidator("json", quoteSchema, (result, c) => {
    if (!result.success) return c.json({ error: quoteMessages.invalid, fields: fieldErrors(result.error.issues) }, 400);
  }),
  async (c) => {
    const outcome = await acceptQuote(c, c.req.valid("json"));
    if (outcome.kind === "rate-limited") {
      c.header("Retry-After", String(retryAfterSeconds));
      return c.json({ error: quoteMessages.rateLimited }, 429);
    }
    if (outcome.kind === "unavailable") return c.json({ error: quoteMessages.unavailable }, 503);
    return c.json(createdBody(outcome.quote), 201);
  },
);
