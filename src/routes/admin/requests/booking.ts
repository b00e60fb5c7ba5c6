import { checkBooking } from "../../../calendar/booking";
import { adminRequest } from "../../../lib/paths";
import { bookJob } from "../../../use-cases/request-actions";
import { formLimit } from "../../guard-sets";
import { requestRouter, useCaseDeps } from "../deps";
import { formOf, textOf } from "../form";
import { renderDetail } from "./detail-page";
import { textCodeParam } from "./moment-text";

// Booking (or rescheduling) a job from its detail screen (the JSON API books the same way).
export const bookingRoutes = requestRouter();

bookingRoutes.post("/booking", formLimit(), async (c) => {
  const id = c.req.param("id");
  const form = await formOf(c);
  const values = { date: textOf(form.date).slice(0, 40), window: textOf(form.window).slice(0, 10) };
  const check = checkBooking(values);
  // Refused: the same screen again, with what was typed and why, and nothing changed.
  if (!check.ok) return renderDetail(c, id, { booking: { error: check.error, values }, status: 400 });
  const by = c.get("member").username;
  const booked = await bookJob(useCaseDeps(c), { id, booking: check.booking, by, requestUrl: c.req.url, offerText: true });
  if (!booked) return c.notFound();
  // Redirected with the text's one-time code, like a saved quote (./quote.ts).
  const text = booked.code ? `&${textCodeParam}=${booked.code}` : "";
  return c.redirect(`${adminRequest(id)}?booked=1&email=${booked.email}${text}`, 303);
});
