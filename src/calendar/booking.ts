import { owner } from "../content/i18n/en/owner";
import { arrivalWindows, isArrivalWindow } from "../lib/arrival-windows";
import { addDays, daysBetween, houstonDate, isCalendarDate } from "../lib/houston-time";
import { dayLabel, windowText } from "./days";

// The owner's appointment for a request: a day in Houston's calendar and one of the two-hour
// arrival windows (never "any": a crew needs a time). Checked the same way for the detail's form
// and the JSON API, against today in Houston, not the server's or the owner's phone's zone.

export type Booking = { date: string; window: string };

/** How far ahead the owner may book: a year covers seasonal moves booked early. */
export const bookingDaysAhead = 365;

/** The days the form's date input offers: today to a year ahead. */
export const bookingRange = (today: string) => ({ min: today, max: addDays(today, bookingDaysAhead) });

export type BookingCheck = { ok: true; booking: Booking } | { ok: false; error: string };

const firstWindow = windowText(arrivalWindows[0]!);
const lastWindow = windowText(arrivalWindows[arrivalWindows.length - 1]!);

export function checkBooking(input: { date?: unknown; window?: unknown }, today = houstonDate()): BookingCheck {
  const date = typeof input.date === "string" ? input.date.trim() : "";
  const window = typeof input.window === "string" ? input.window.trim() : "";
  const words = owner.booking;
  if (!isCalendarDate(date)) return { ok: false, error: words.noDate };
  const ahead = daysBetween(today, date);
  if (ahead < 0) return { ok: false, error: words.past(dayLabel(date)) };
  if (ahead > bookingDaysAhead) return { ok: false, error: words.tooFar(dayLabel(bookingRange(today).max)) };
  if (!isArrivalWindow(window)) return { ok: false, error: words.noWindow(firstWindow, lastWindow) };
  return { ok: true, booking: { date, window } };
}

/** The booking of a row, when it has one. */
export const bookingOf = (r: { bookedDate: string | null; bookedWindow: string | null }): Booking | null =>
  r.bookedDate && r.bookedWindow ? { date: r.bookedDate, window: r.bookedWindow } : null;

/** "Tuesday, November 24, 2026, 7–9 AM": how the owner's notices and the e-mail name a booking. */
export const bookingText = (b: Booking, locale: "en" | "es" = "en") => `${dayLabel(b.date, locale)}, ${windowText(b.window, locale)}`;
