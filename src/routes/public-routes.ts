import { cityEntries } from "../content/entries/cities";
import { pages } from "../content/site-map";

// The only routes anyone may call without signing in, as "METHOD path" exactly as the app's route
// table writes them. Every other route must answer a signed-out caller with 401 (API) or a 303 to
// sign-in (screens): test/route-guards.test.ts walks the route table and fails on a route that is
// neither here nor guarded. Its state-changing routes are held to the same-origin rule all the same.
// Kept beside the routes rather than in the test: adding a public route is a change to the site's
// surface, and it belongs in the diff a reviewer reads with the route.
export const publicRoutes: ReadonlySet<string> = new Set([
  // The site's pages, and the old addresses that redirect to them.
  ...pages.map((page) => `GET ${page.path}`),
  ...cityEntries.map((city) => `GET /service-areas/${city.slug}`),
  "GET /es",
  // What crawlers and link previews fetch.
  "GET /sitemap.xml",
  "GET /robots.txt",
  "GET /api/og-image",
  "GET /api/og-image/:key",
  // The quote form, its photo uploads, and the call-tap beacon.
  "POST /api/quote-requests",
  "POST /api/quote-photos",
  "POST /api/events",
  // Stripe's webhook (issue 46): Stripe's servers call it, no session; the signature is its key.
  "POST /api/stripe/webhook",
  // Signing in and out, and what makes the inbox an installable app (nothing private in either).
  "GET /admin/sign-in",
  "POST /admin/sign-in",
  "POST /admin/sign-out",
  "GET /admin/manifest.webmanifest",
  "GET /admin/sw.js",
  // A customer's own page: its token is the key (src/routes/customer/guards.ts opens it, or answers 404).
  "GET /my/:token",
  "POST /my/:token/approve",
  "POST /my/:token/question",
  "POST /my/:token/move",
  "POST /my/:token/book",
  "POST /my/:token/email-link",
  // Issue 46: approve and pay the deposit, and "Pay the balance" on the receipt (both to Stripe's Checkout).
  "POST /my/:token/pay",
  "POST /my/:token/pay-balance",
  "POST /my/:token/photos",
  "GET /my/:token/calendar.ics",
  "GET /my/:token/photos/:id",
  "GET /my/:token/job-photos/:id",
  // After the job: the review link (counted, then on to Google) and the private message to the owner.
  "GET /my/:token/review",
  "POST /my/:token/message",
  // Its notifications: the opt-in (the token is the key here too), and their service worker (nothing private in it).
  "POST /my/:token/push",
  "GET /my/sw.js",
]);
