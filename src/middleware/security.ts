import type { Context } from "hono";
import { paymentsEnv } from "../payments/stripe-client";
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../env";
import { assets } from "../manifest";
import { configuredOrigin } from "../lib/paths";
import { rejectOddRequest } from "./request-guard";
import { writableHeaders } from "./writable-headers";
import { isLoopback } from "./loopback";
import { isCustomerPath } from "../lib/customer-token";

// hono/secure-headers adds headers we do not send (Origin-Agent-Cluster, X-XSS-Protection...): each is named.
const none = {
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

const everyResponse = secureHeaders({
  ...none,
  xContentTypeOptions: true,
  strictTransportSecurity: "max-age=63072000; includeSubDomains",
  referrerPolicy: "strict-origin-when-cross-origin",
});

// Same-origin everything, no inline script or style but the page's loader and the first screen's CSS (JSON-LD and island props are data
// blocks, not scripts), and nobody may frame the site or change its base URL. Over plain http
// (local dev) upgrade-insecure-requests would send the assets to a port that has no TLS.
const documentHeaders = (https: boolean, loaderHash: string, formTargets: string[] = []) =>
  secureHeaders({
    ...none,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // The page's one inline script, the loader of its entry (scripts/build-assets.mjs), by its hash:
      // the public pages' everywhere but on a customer's own page, which has its own.
      scriptSrc: ["'self'", loaderHash],
      // The public pages' one inline style, their first screen's CSS (scripts/build-assets.mjs), by its hash.
      styleSrc: ["'self'", assets.firstScreenCss.cspHash],
      // blob: for the thumbnails of photos a visitor adds to the quote form (made in the page, never fetched).
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      // The owner's service worker (/admin/sw.js) and the installed inbox's manifest; nothing else.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'", ...formTargets],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    // Only features Chromium knows: an unknown one is logged as a console error on every page.
    permissionsPolicy: Object.fromEntries(
      [
        "accelerometer",
        "camera",
        "displayCapture",
        "geolocation",
        "gyroscope",
        "hid",
        "magnetometer",
        "microphone",
        "midi",
        "payment",
        "serial",
        "usb",
        "browsingTopics",
      ].map((f) => [f, []]),
    ),
    crossOriginOpenerPolicy: true,
    crossOriginResourcePolicy: true,
    // For browsers that predate frame-ancestors.
    xFrameOptions: "DENY",
  });
// Issue 46: a customer's "Pay" form answers with a redirect to Stripe's hosted Checkout, which
// form-action must allow (browsers check a form's redirects too); the tests' Stripe double stands
// at the origin their STRIPE_API_* vars name.
const stripeCheckout = "https://checkout.stripe.com";
const customerDocuments = (formTargets: string[]) => ({
  http: documentHeaders(false, assets.customerPush.loader.cspHash, formTargets),
  https: documentHeaders(true, assets.customerPush.loader.cspHash, formTargets),
});
const forDocuments = {
  site: { http: documentHeaders(false, assets.loader.cspHash), https: documentHeaders(true, assets.loader.cspHash) },
  customer: customerDocuments([stripeCheckout]),
};
const doubleDocuments = new Map<string, ReturnType<typeof customerDocuments>>();
function customerDocumentsFor(env: object) {
  const { STRIPE_API_HOST: host, STRIPE_API_PORT: port, STRIPE_API_PROTOCOL: protocol } = paymentsEnv(env);
  if (!host) return forDocuments.customer;
  const origin = `${protocol ?? "https"}://${host}${port ? `:${port}` : ""}`;
  let headers = doubleDocuments.get(origin);
  if (!headers) doubleDocuments.set(origin, (headers = customerDocuments([stripeCheckout, origin])));
  return headers;
}
/**
 * A customer's own page that its token opened (src/routes/customer/guards.ts sets "customer";
 * components/Head.tsx's isCustomerPage): it runs its own loader. Any other address under /my/ is
 * answered with the site's 404, which runs the public pages' one.
 */
const opensCustomerPage = (c: Context<AppEnv>) => isCustomerPath(c.req.path) && (c as Context).get("customer") !== undefined;
const done = async () => {};

/**
 * With SITE_URL set, a request for any other origin (another host, or plain http) moves to the
 * same path on SITE_URL's origin: pages never show a forged Host, and HSTS then keeps browsers on https.
 */
function canonicalOriginRedirect(c: Context<AppEnv>) {
  // A loopback host is a local run (./loopback.ts): it keeps its own origin even once SITE_URL is filled in.
  const origin = configuredOrigin(c.env);
  const url = new URL(c.req.url);
  if (!origin || url.origin === origin || isLoopback(url.hostname)) return null;
  // 308 keeps a form post's method and body; 301 is what crawlers know best for pages.
  const status = c.req.method === "GET" || c.req.method === "HEAD" ? 301 : 308;
  return new Response(null, { status, headers: { Location: `${origin}${url.pathname}${url.search}` } });
}

// Runs first on every request: refuses odd requests, then hardens whatever the routes answered.
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await everyResponse(c, async () => {
    const rejection = rejectOddRequest(c.req.raw) ?? canonicalOriginRedirect(c);
    if (rejection) c.res = rejection;
    else await next();
    const headers = writableHeaders(c);
    // hono/secure-headers has no per-type switch: the document headers go on HTML only, so other
    // sites may still show the share image (Cross-Origin-Resource-Policy).
    if (headers.get("Content-Type")?.startsWith("text/html"))
      await (opensCustomerPage(c) ? customerDocumentsFor(c.env) : forDocuments.site)[
        new URL(c.req.url).protocol === "https:" ? "https" : "http"
      ](c, done);
    // API answers are per-request data; a route that means to be cached (the share image) says so.
    if (c.req.path.startsWith("/api/") && !headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  });
  // A customer's own page has its token in the address: no link on it may pass even the origin on.
  if (isCustomerPath(c.req.path)) writableHeaders(c).set("Referrer-Policy", "no-referrer");
});

export { isCustomerPath };
