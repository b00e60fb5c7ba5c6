import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { every } from "hono/combine";
import { openCustomerLink, type OpenedLink } from "../../auth/customer-links";
import { getDb } from "../../db";
import type { AppEnv } from "../../env";
import { customerPage } from "../../lib/paths";
import { sameOriginOnly } from "../../middleware/same-origin";
import { isRateLimited, retryAfterSeconds } from "../../use-cases/rate-limit";
import { clientOf } from "../deps";

// What every route of a customer's own page (/my/<token>...) runs first, once, where the router
// mounts them (./index.ts). The token is the only key: an unknown, revoked or expired one is
// answered exactly like any unknown page (the site's 404), and every try, good or bad, counts
// against the client's limit, so guessing gets nowhere. A form's body limit is its route's own.

export type CustomerEnv = { Bindings: Env; Variables: AppEnv["Variables"] & { customer: OpenedLink } };

/** No cache anywhere, no index, and no referrer (src/middleware/security.ts sets that header for /my/). */
const customerResponse = createMiddleware<CustomerEnv>(async (c, next) => {
  await next();
  // A route may say more (a photo: "private, no-store"), never less.
  if (!/\bno-store\b/.test(c.res.headers.get("Cache-Control") ?? "")) c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex, nofollow");
});

const limited = createMiddleware<CustomerEnv>(async (c, next) => {
  if (await isRateLimited(c.env.CUSTOMER_RATE_LIMITER, clientOf(c))) {
    c.header("Retry-After", String(retryAfterSeconds));
    return c.text("Too many requests. Please wait a minute and try again.", 429);
  }
  await next();
});

// A link texted or shared is fetched by the messaging app for its preview (iMessage, WhatsApp,
// Facebook, Slack, Telegram, Discord...) before anyone opens it: that is not the customer's view.
const linkPreview =
  /facebookexternalhit|facebot|twitterbot|whatsapp|slackbot|telegrambot|discordbot|linkedinbot|skypeuripreview|googlebot|bingbot|embedly|preview/i;

/** Whether the caller is a link-preview or crawler fetch rather than the customer's browser. */
export const isLinkPreview = (c: Context<CustomerEnv>) => linkPreview.test(c.req.header("user-agent") ?? "");

/** Opens the path's token; a page view (the page itself, by a person's browser) is recorded on the link. */
const openLink = createMiddleware<CustomerEnv>(async (c, next) => {
  const token = c.req.param("token") ?? "";
  const pageView = (c.req.method === "GET" || c.req.method === "HEAD") && c.req.path === customerPage(token);
  const opened = await openCustomerLink(getDb(c.env), token, { view: pageView && !isLinkPreview(c) });
  if (!opened) return c.notFound();
  c.set("customer", opened);
  await next();
});

/** Every /my/:token route: never cached; a form only from this site; within the client's limit; with a token that opens. */
export const customerGuards = every(customerResponse, sameOriginOnly, limited, openLink);
