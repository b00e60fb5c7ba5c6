import type { Booking } from "../calendar/booking";
import { dayLabel, windowText } from "../calendar/days";
import { isCalendarDate } from "../lib/houston-time";
import type { CustomerEvent } from "./customer-events";

// What each customer event's JSON detail holds (src/db/customer-events.ts), read back defensively:
// the owner's screens, the alerts and the digest never trust a stored shape, and a detail that
// lacks a field says less rather than failing the screen.

type Detail = Record<string, unknown> | null | undefined;

const text = (d: Detail, key: string) => (typeof d?.[key] === "string" ? (d[key] as string) : null);
const count = (d: Detail, key: string) => (typeof d?.[key] === "number" && Number.isSafeInteger(d[key]) ? (d[key] as number) : null);

/** The version a customer approved ("approved": { version }). */
export const approvedVersion = (d: Detail) => count(d, "version");

/** The text of a question or of a message after the job ("question" / "message": { text }). */
export const questionText = (d: Detail) => text(d, "text") ?? "";

const bookingIn = (d: Detail, day: string, window: string): Booking | null => {
  const date = text(d, day);
  const w = text(d, window);
  return date && isCalendarDate(date) && w ? { date, window: w } : null;
};

/** A move's before and after ("moved": { fromDate, fromWindow, toDate, toWindow }). */
export function movedBookings(d: Detail): { from: Booking | null; to: Booking | null } {
  return { from: bookingIn(d, "fromDate", "fromWindow"), to: bookingIn(d, "toDate", "toWindow") };
}

/** "Tue, Nov 24, 7–9 AM": a booking as the owner's short lines say it. */
export const shortBooking = (b: Booking) => `${dayLabel(b.date, "en", "short")}, ${windowText(b.window)}`;

/** "Tue, Nov 24, 7–9 AM → Wed, Nov 25, 9–11 AM"; an unreadable side is "?". */
export function movedText(d: Detail) {
  const { from, to } = movedBookings(d);
  return `${from ? shortBooking(from) : "?"} → ${to ? shortBooking(to) : "?"}`;
}

/** "On our way": the minutes said, the crew lead and the member who tapped it. */
export const onTheWayOf = (d: Detail) => ({ minutes: count(d, "minutes"), crewLead: text(d, "crewLead"), by: text(d, "by") });

/** How many photos the customer added ("photos-added": { count }). */
export const photosAdded = (d: Detail) => count(d, "count") ?? 0;

/** The day-before reminder: the booked day and how it went out ("reminder-sent": { date, channels }). */
export function reminderOf(d: Detail) {
  const date = text(d, "date");
  const channels = Array.isArray(d?.channels) ? d.channels.filter((c): c is string => typeof c === "string") : [];
  return { date: date && isCalendarDate(date) ? date : null, channels };
}

/** A question on one line, cut to `max` characters with an ellipsis (the digest, a lock screen). */
export function oneLineCut(s: string, max: number) {
  const line = s.replace(/[\u0000-\u001f\u007f\s]+/g, " ").trim();
  const chars = [...line];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : line;
}

/** How many of a request's events are of a kind. */
export const countOf = (events: readonly Pick<CustomerEvent, "kind">[], kind: CustomerEvent["kind"]) =>
  events.filter((e) => e.kind === kind).length;
