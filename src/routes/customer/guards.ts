import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { every } from "hono/combine";
import { openCustomerLink, type OpenedLink } from "../../auth/customer-links";
import { getDb } from "../../db";
import type { AppEnv } from "../../env";
import { textBodyLimit } from "../../middleware/body-limit";
import { sameOriginOnly } from "../../middleware/same-origin";
import { isRateLimited, retryAfterSeconds } from "../quote/guards";

// What every route of a customer's own page (/my/<token>...) runs first. The token is the only key:
// an unknown, revoked or expired one is answered exactly like any unknown page (the site's 404),
// and every try, good or bad, counts against the client's limit, so guessing gets nowhere.

export type CustomerEnv = { Bindings: Env; Variables: AppEnv["Variables"] & { customer: OpenedLink } };

/** No cache anywhere, no index, and no referrer (src/middleware/security.ts sets that header for /my/). */
export const customerResponse = createMiddleware<CustomerEnv>(async (c, next) => {
  await next();
  // A route may say more (a photo: "private, no-store"), never less.
  if (!/\bno-store\b/.test(c.res.headers.get("Cache-Control") ?? "")) c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex, nofollow");
});

const limited = createMiddleware<CustomerEnv>(async (c, next) => {
  if (await isRateLimited(c as unknown as Context<AppEnv>, c.env.CUSTOMER_RATE_LIMITER)) {
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

/** Opens the token of the path's :token; a page view (GET of the page itself, by a person's browser) is recorded on the link. */
const openLink = (view: boolean) =>
  createMiddleware<CustomerEnv>(async (c, next) => {
    const byPerson = !isLinkPreview(c);
    const opened = await openCustomerLink(getDb(c.env), c.req.param("token") ?? "", { view: view && byPerson });
    if (!opened) return c.notFound();
    c.set("customer", opened);
    await next();
  });

/** The page itself. */
export const customerPage = every(customerResponse, limited, openLink(true));
/** What the page loads (its photos, its calendar file), and its links out (the review link). */
export const customerFile = every(customerResponse, limited, openLink(false));
/** A form of the page (or its JSON subscription): from this site only, small, with the token. */
export const customerForm = (maxBytes = 4096) => every(customerResponse, sameOriginOnly, limited, textBodyLimit(maxBytes), openLink(false));
/** "Add photos": from this site only, with the token; the multipart reader holds the photos to the form's limits. */
export const customerUpload = every(customerResponse, sameOriginOnly, limited, openLink(false));
