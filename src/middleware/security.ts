import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { configuredOrigin } from "../seo/site-url";
import { rejectOddRequest } from "./request-guard";
import { writableHeaders } from "./writable-headers";

// Same-origin everything, no inline script or style anywhere (JSON-LD and island props are data
// blocks, not scripts), and nobody may frame the site or change its base URL.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join("; ");

// Only features Chromium knows: an unknown one is logged as a console error on every page.
const permissionsPolicy = [
  "accelerometer", "camera", "display-capture", "geolocation", "gyroscope", "hid", "magnetometer",
  "microphone", "midi", "payment", "serial", "usb", "browsing-topics",
].map((feature) => `${feature}=()`).join(", ");

const everyResponse = {
  "X-Content-Type-Options": "nosniff",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

const htmlDocument = {
  "Permissions-Policy": permissionsPolicy,
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  // For browsers that predate frame-ancestors.
  "X-Frame-Options": "DENY",
};

// Cloudflare only routes hosts of this site's zone here, so a loopback host is always local
// (wrangler dev, the e2e server), even once SITE_URL is filled in.
const isLoopback = (hostname: string) => hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "[::1]" || /^127\./.test(hostname);

/**
 * With SITE_URL set, a request for any other origin (another host, or plain http) moves to the
 * same path on SITE_URL's origin: pages never show a forged Host, and HSTS then keeps browsers on https.
 */
function canonicalOriginRedirect(c: Context<AppEnv>) {
  const origin = configuredOrigin(c.env);
  const url = new URL(c.req.url);
  if (!origin || url.origin === origin || isLoopback(url.hostname)) return null;
  // 308 keeps a form post's method and body; 301 is what crawlers know best for pages.
  const status = c.req.method === "GET" || c.req.method === "HEAD" ? 301 : 308;
  return new Response(null, { status, headers: { Location: `${origin}${url.pathname}${url.search}` } });
}

// Runs first on every request: refuses odd requests, then hardens whatever the routes answered.
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const rejection = rejectOddRequest(c.req.raw) ?? canonicalOriginRedirect(c);
  if (rejection) c.res = rejection;
  else await next();

  const headers = writableHeaders(c);
  for (const [name, value] of Object.entries(everyResponse)) headers.set(name, value);
  if (headers.get("Content-Type")?.startsWith("text/html")) {
    for (const [name, value] of Object.entries(htmlDocument)) headers.set(name, value);
    // Over plain http (local dev) upgrading would send the assets to a port that has no TLS.
    const https = new URL(c.req.url).protocol === "https:";
    headers.set("Content-Security-Policy", https ? `${contentSecurityPolicy}; upgrade-insecure-requests` : contentSecurityPolicy);
  }
  // API answers are per-request data; a route that means to be cached (the share image) says so.
  if (c.req.path.startsWith("/api/") && !headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
});
