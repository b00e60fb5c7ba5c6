import { Hono } from "hono";
import { isCalendarDate } from "../../lib/houston-time";
import { absoluteUrl, customerPage } from "../../lib/paths";
import { textBodyLimit } from "../../middleware/body-limit";
import { bookApprovedJob } from "../../use-cases/customer/book-window";
import { emailPageLink } from "../../use-cases/customer/link-email";
import { windowChooser } from "../../use-cases/customer/page-view";
import type { CustomerEnv } from "./guards";
import { back, customerDeps, renderPage, tokenOf, wordsOf } from "./page";

// Approve, then book: the approved job into an open window (POST /my/<token>/book); and "E-mail it
// to me" from the quote form's confirmation (POST /my/<token>/email-link). Each goes back to the page.
export const customerBookingRoutes = new Hono<CustomerEnv>();

const text = (v: unknown) => (typeof v === "string" ? v : "");

customerBookingRoutes.post("/:token/book", textBodyLimit(4096), async (c) => {
  const { deps, request } = customerDeps(c);
  const words = wordsOf(c);
  const form = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
  const to = { date: text(form.date), window: text(form.window) };
  const booked = await bookApprovedJob(deps, request, to);
  if (booked.ok) return back(c, "booked");
  const reason = booked.reason;
  if (reason === "not-approved" || reason === "not-open")
    return renderPage(c, { status: 409, notice: reason === "not-approved" ? words.book.notApproved : words.book.notOpen });
  const [status, error] = reason === "invalid" ? [400 as const, words.booking.invalid] : [409 as const, words.booking.full];
  // Full or never offered: the quote is approved (checked first), so the page offers the windows again.
  const move = await windowChooser(deps, { request, approved: true }, isCalendarDate(to.date) ? to.date : "days", error);
  return renderPage(c, { status, move });
});

// Its body is not read: without a script it is the request form's own fields (the confirmation sits
// in that form), which the limit allows; with one, nothing. The script asks for JSON.
customerBookingRoutes.post("/:token/email-link", textBodyLimit(32 * 1024), async (c) => {
  const { deps, request } = customerDeps(c);
  const sent = await emailPageLink(deps, request, absoluteUrl(c.env, c.req.url, customerPage(tokenOf(c))));
  if (c.req.header("accept")?.includes("application/json")) return c.json({ sent });
  return back(c, sent ? "link-sent" : "link-off");
});
