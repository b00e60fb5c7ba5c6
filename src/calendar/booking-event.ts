import { adminRequest } from "../lib/paths";
import { windowHours } from "../lib/arrival-windows";
import { houstonTime } from "../lib/houston-time";
import { serviceTypeLabel } from "../content/i18n";
import { owner } from "../content/i18n/en/owner";
import type { Booking } from "./booking";
import type { CalendarEvent } from "./ics";
import { placeLine } from "./place";

// A booked job as one calendar event for the owner's phone: the arrival window on Houston's clock
// (as UTC instants, so any calendar app shows it right), who, what, where, and the way back to the
// request. The uid stays the same when the job is rebooked: importing it again moves the event.

// The request's fields it reads (a quote_requests row has them): the calendar sits below db.
type Job = Record<"id" | "firstName" | "lastName" | "phone" | "email" | "serviceType" | "cityZip" | "description", string>;

export function bookingEvent(job: Job, booking: Booking, origin: string, now = new Date()): CalendarEvent {
  const [from, to] = windowHours(booking.window);
  const detailUrl = `${origin}${adminRequest(job.id)}`;
  const place = placeLine(job.cityZip);
  return {
    uid: `${job.id}@${new URL(origin).host}`,
    start: houstonTime(booking.date, from),
    end: houstonTime(booking.date, to),
    stamp: now,
    summary: `${serviceTypeLabel(job.serviceType)}: ${job.firstName} ${job.lastName}`,
    ...(place ? { location: place } : {}),
    description: [
      `${owner.calendarEvent.phone}: ${job.phone}`,
      `${owner.calendarEvent.email}: ${job.email}`,
      "",
      job.description,
      "",
      detailUrl,
    ].join("\n"),
    url: detailUrl,
  };
}

/** "booking-nunez-2026-11-24.ics": ASCII only, so every browser and phone keeps the name. */
export function bookingFileName(lastName: string, date: string) {
  const ascii = lastName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `booking-${ascii || "customer"}-${date}.ics`;
}
