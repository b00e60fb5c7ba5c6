import { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { bookingOf } from "../../calendar/booking";
import { bookingEvent, bookingFileName } from "../../calendar/booking-event";
import { icsCalendar } from "../../calendar/ics";
import { serviceTypeLabel } from "../../content/i18n";
import { business } from "../../config/business";
import { getDb } from "../../db";
import { attachedPhoto } from "../../db/attached-photos";
import { completionOf, jobPhotoKeys } from "../../db/job-completions";
import { photoKey } from "../../db/quote-photos";
import { customerPage, siteOrigin } from "../../lib/paths";
import { reviewClick } from "../../use-cases/customer/after-job";
import { customerDeps, localeOf, tokenOf, type Ctx } from "./page";
import { isLinkPreview, type CustomerEnv } from "./guards";

// What a customer's page loads (its photos, its calendar file) and its link out (the review link).
export const customerFileRoutes = new Hono<CustomerEnv>();

/** Set on the way out to the review page: the same browser's next taps within a day are not counted again. */
const reviewCounted = "review-counted";

// "Leave us a Google review": counted here, once per browser a day, then on to the business's review
// page. A messaging app's link preview is sent on without counting; no referrer, so the page's
// token stays here.
customerFileRoutes.get("/:token/review", async (c) => {
  const { deps, request } = customerDeps(c);
  const counts = !isLinkPreview(c) && getCookie(c, reviewCounted) !== "1";
  if (!(await reviewClick(deps, request, counts))) return c.notFound();
  setCookie(c, reviewCounted, "1", { path: customerPage(tokenOf(c)), maxAge: 24 * 60 * 60, httpOnly: true, secure: true, sameSite: "Lax" });
  c.header("Referrer-Policy", "no-referrer");
  return c.redirect(business.reviewsUrl, 302);
});

customerFileRoutes.get("/:token/calendar.ics", (c) => {
  const { request } = c.get("customer");
  const booking = bookingOf(request);
  if (!booking || request.status !== "scheduled") return c.notFound();
  const locale = localeOf(c);
  // The customer's calendar gets the window, the business and its phone: not the owner's links or notes.
  const { uid, start, end, stamp, location } = bookingEvent(request, booking, siteOrigin(c.env, c.req.url));
  const summary = `${business.name}: ${serviceTypeLabel(request.serviceType, locale)}`;
  const calendar = icsCalendar([{ uid, start, end, stamp, summary, ...(location ? { location } : {}), description: business.phone }], {
    name: business.name,
  });
  return c.body(calendar, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `attachment; filename="${bookingFileName(request.lastName, booking.date)}"`,
  });
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

customerFileRoutes.get("/:token/photos/:id", (c) =>
  // Only a photo of this request: the id must be in its list and attached to it.
  servePhoto(c, (key) => c.get("customer").request.photoUrls.includes(key)),
);

customerFileRoutes.get("/:token/job-photos/:id", async (c) => {
  // Only a before or after photo of this request's completion, attached to it.
  const completion = await completionOf(getDb(c.env), c.get("customer").request.id);
  return servePhoto(c, (key) => jobPhotoKeys(completion).includes(key));
});

/** A private photo through the token: a well-formed id whose key `listed` says is this request's, attached to it. */
async function servePhoto(c: Ctx, listed: (key: string) => boolean) {
  const { request } = c.get("customer");
  const id = c.req.param("id") ?? "";
  const key = photoKey(id);
  if (!uuid.test(id) || !listed(key)) return c.notFound();
  const photo = await attachedPhoto(getDb(c.env), key);
  const object = photo?.quoteRequestId === request.id ? await c.env.QUOTE_PHOTOS.get(key) : null;
  if (!photo || !object) return c.notFound();
  return c.body(object.body, 200, {
    "Content-Type": photo.contentType,
    "Content-Length": String(object.size),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
}
