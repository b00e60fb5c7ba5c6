import { bookingEvent, bookingFileName } from "../../../calendar/booking-event";
import { bookingOf } from "../../../calendar/booking";
import { icsCalendar } from "../../../calendar/ics";
import { getDb } from "../../../db";
import { requestById } from "../../../db/request-by-id";
import { siteOrigin } from "../../../lib/paths";
import { requestRouter } from "../deps";

// A booked job as a calendar file: opened on the owner's phone, it adds the job to the calendar.
export const bookingIcsRoutes = requestRouter();

bookingIcsRoutes.get("/booking.ics", async (c) => {
  const request = await requestById(getDb(c.env), c.req.param("id"));
  const booking = request && bookingOf(request);
  if (!request || !booking) return c.notFound();
  const calendar = icsCalendar([bookingEvent(request, booking, siteOrigin(c.env, c.req.url))], { name: "Booked jobs" });
  return c.body(calendar, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `attachment; filename="${bookingFileName(request.lastName, booking.date)}"`,
  });
});
