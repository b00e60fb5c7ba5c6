import { Hono } from "hono";
import { checkBooking } from "../../calendar/booking";
import { renderDetail } from "./detail-page";
import type { AdminEnv } from "./guards";
import { memberForm } from "../guard-sets";
import { bookAndConfirm } from "./request-actions";

// Booking a job from its detail screen (the JSON API books the same way, api-request.ts).
export const bookingRoutes = new Hono<AdminEnv>();

const text = (v: unknown) => (typeof v === "string" ? v : "");

bookingRoutes.post("/admin/requests/:id/booking", memberForm(), async (c) => {
  const id = c.req.param("id");
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const values = { date: text(form.date).slice(0, 40), window: text(form.window).slice(0, 10) };
  const check = checkBooking(values);
  // Refused: the same screen again, with what was typed and why, and nothing changed.
  if (!check.ok) return renderDetail(c, id, { booking: { error: check.error, values }, status: 400 });
  const booked = await bookAndConfirm(c, id, check.booking);
  if (!booked) return c.notFound();
  return c.redirect(`/admin/requests/${encodeURIComponent(id)}?booked=1&email=${booked.email}`, 303);
});
