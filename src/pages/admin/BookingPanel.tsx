import { bookingOf, bookingRange, bookingText, type Booking } from "../../calendar/booking";
import { windowText } from "../../calendar/days";
import type { QuoteRequest } from "../../db/schema";
import { arrivalWindows, isArrivalWindow } from "../../lib/arrival-windows";
import { adminRequestAction } from "../../lib/paths";

/** What the form shows: today's date in Houston, and after a refused post its values and why. */
export type BookingFormState = { today: string; error?: string; values?: { date: string; window: string } };

type Props = { request: QuoteRequest; form: BookingFormState; emailEnabled: boolean };

const control = "mt-1 block h-11 w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 text-base";

/** The form starts from what was posted, else the booking, else the visitor's wish when it is bookable. */
function startingValues(r: QuoteRequest, form: BookingFormState): Partial<Booking> {
  if (form.values) return form.values;
  const booked = bookingOf(r);
  if (booked) return booked;
  const { min, max } = bookingRange(form.today);
  const date = r.preferredDate && r.preferredDate >= min && r.preferredDate <= max ? r.preferredDate : undefined;
  const window = r.preferredWindow && isArrivalWindow(r.preferredWindow) ? r.preferredWindow : undefined;
  return { date, window };
}

export function BookingPanel({ request: r, form, emailEnabled }: Props) {
  const booked = bookingOf(r);
  const start = startingValues(r, form);
  const { min, max } = bookingRange(form.today);
  return (
    <section aria-labelledby="booking-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="booking-heading" className="text-lg font-semibold text-ink-900">
        {booked ? "Booking" : "Book this job"}
      </h2>
      {booked && (
        <div className="mt-3 rounded-lg bg-indigo-50 p-3 ring-1 ring-indigo-200">
          <p className="font-semibold text-indigo-950">Booked for {bookingText(booked)}</p>
          <a
            href={adminRequestAction(r.id, "booking.ics")}
            className="mt-2 inline-flex min-h-11 items-center rounded-md border border-indigo-300 bg-white px-3 text-sm font-semibold text-ink-900 hover:bg-indigo-100"
          >
            Add to calendar (.ics)
          </a>
        </div>
      )}
      {form.error && (
        <p
          id="booking-error"
          role="alert"
          className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-900 ring-1 ring-red-200"
        >
          {form.error}
        </p>
      )}
      <form method="post" action={adminRequestAction(r.id, "booking")} className="mt-3 grid grid-cols-2 gap-3">
        {booked && <p className="col-span-2 text-sm font-medium text-ink-700">Change the day or time</p>}
        <div>
          <label htmlFor="booking-date" className="text-sm font-medium text-ink-900">
            Day
          </label>
          <input
            id="booking-date"
            name="date"
            type="date"
            required
            min={min}
            max={max}
            defaultValue={start.date}
            aria-describedby={form.error ? "booking-error" : undefined}
            className={control}
          />
        </div>
        <div>
          <label htmlFor="booking-window" className="text-sm font-medium text-ink-900">
            Arrival window
          </label>
          <select
            id="booking-window"
            name="window"
            required
            defaultValue={start.window ?? ""}
            aria-describedby={form.error ? "booking-error" : undefined}
            className={control}
          >
            <option value="" disabled>
              Choose…
            </option>
            {arrivalWindows.map((w) => (
              <option key={w} value={w}>
                {windowText(w)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="col-span-2 h-11 rounded-md bg-ink-900 px-4 font-semibold text-white hover:bg-ink-800 sm:col-span-1"
        >
          {booked ? "Rebook job" : "Book job"}
        </button>
        <p className="col-span-2 text-sm text-ink-700 wrap-anywhere">
          {emailEnabled
            ? `${r.firstName} gets a confirmation e-mail at ${r.email}.`
            : "No confirmation e-mail goes out: customer e-mail is not set up."}
        </p>
      </form>
    </section>
  );
}
