// Every internal URL the site builds, in one place: a route's address changes here, and every
// link, redirect, e-mail, push and text that points at it follows. Routes still declare their own
// patterns (Hono's "/my/:token"); these build the concrete addresses to those patterns.

const segment = encodeURIComponent;

/** A customer's own page and what hangs off it (the token is URL-safe base64url, so it needs no encoding). */
export const customerPage = (token: string) => `/my/${token}`;
export const customerPageAction = (token: string, action: string) => `${customerPage(token)}/${action}`;
export const customerReview = (token: string) => customerPageAction(token, "review");

/** The owner's screens. */
export const adminHome = "/admin";
export const adminSignIn = "/admin/sign-in";
export const adminRequest = (id: string) => `/admin/requests/${segment(id)}`;
export const adminRequestAction = (id: string, action: string) => `${adminRequest(id)}/${action}`;

/** SITE_URL's origin ("https://www.example.com"), or null when it is empty or not an http(s) URL (local dev). */
export function configuredOrigin(env: { SITE_URL?: string } | undefined): string | null {
  const text = env?.SITE_URL?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** The public origin for absolute URLs: SITE_URL when set (production), otherwise the origin the request came to. */
export const siteOrigin = (env: { SITE_URL?: string } | undefined, requestUrl: string) =>
  configuredOrigin(env) ?? new URL(requestUrl).origin;

/** An absolute URL of one of this site's paths, for e-mails, texts, pushes and calendar files. */
export const absoluteUrl = (env: { SITE_URL?: string } | undefined, requestUrl: string, path: string) =>
  `${siteOrigin(env, requestUrl)}${path}`;
