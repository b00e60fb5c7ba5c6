import { Hono } from "hono";
import { bookingEvent, bookingFileName } from "../../calendar/booking-event";
import { bookingOf } from "../../calendar/booking";
import { icsCalendar } from "../../calendar/ics";
import { getDb } from "../../db";
import { getQuoteRequest } from "../../db/quote-requests";
import { configuredOrigin } from "../../lib/paths";
import type { AdminEnv } from "./guards";
import { memberPage } from "../guard-sets";

// A booked job as a calendar file: opened on the owner's phone, it adds the job to the calendar.
export const bookingIcsRoutes = new Hono<AdminEnv>();

bookingIcsRoutes.get("/admin/requests/:id/booking.ics", memberPage, async (c) => {
  const found = await getQuoteRequest(getDb(c.env), c.req.param("id"));
  const booking = found && bookingOf(found.request);
  if (!found || !booking) return c.notFound();
  const r = found.request;
  const calendar = icsCalendar([bookingEvent(r, booking, configuredOrigin(c.env) ?? new URL(c.req.url).origin)], { name: "Booked jobs" });
  return c.body(calendar, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `attachment; filename="${bookingFileName(r.lastName, booking.date)}"`,
  });
});
