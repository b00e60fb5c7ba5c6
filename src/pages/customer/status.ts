import { bookingOf } from "../../calendar/booking";
import { dayLabel, windowText } from "../../calendar/days";
import type { CustomerWords } from "../../content/i18n/en/customer";
import type { Locale } from "../../content/locale";
import type { CustomerPageData } from "../../db/customer-page";
import { houstonDate } from "../../lib/houston-time";
import { arrivalClock } from "./format";

// The one line at the top of a customer's page: where their job stands, in plain words.

export type StatusTone = "waiting" | "action" | "booked" | "moving" | "done" | "closed";

/** "Tuesday, December 2, 9–11 AM" without the year: the customer's own booking is this season's. */
export const bookingWhen = (date: string, window: string, locale: Locale) =>
  `${dayLabel(date, locale, "noYear")}, ${windowText(window, locale)}`;

/** canBook: the page offers an open window to book the approved job (else the business calls to book one). */
export function customerStatus(
  { request: r, quote, completion }: CustomerPageData,
  words: CustomerWords,
  locale: Locale,
  now: Date,
  canBook = false,
) {
  const booking = bookingOf(r);
  if (r.status === "completed") {
    // The receipt's day when the crew recorded one.
    const day = completion ? houstonDate(completion.completedAt) : (booking?.date ?? houstonDate(now));
    return { tone: "done" as StatusTone, text: words.status.done(dayLabel(day, locale, "long")) };
  }
  if (r.status === "declined") return { tone: "closed" as StatusTone, text: words.status.declined };
  if (r.status === "scheduled" && booking) {
    // "On our way" holds on the day the crew said it, and only while the booking is that day's.
    const today = houstonDate(now);
    if (r.onTheWayAt && r.onTheWayMinutes && houstonDate(r.onTheWayAt) === today && booking.date === today)
      return {
        tone: "moving" as StatusTone,
        text: words.status.onTheWay(arrivalClock(r.onTheWayAt, r.onTheWayMinutes, locale), r.crewLead),
      };
    return { tone: "booked" as StatusTone, text: words.status.booked(bookingWhen(booking.date, booking.window, locale)) };
  }
  if (quote?.approvedAt)
    return {
      tone: canBook ? ("action" as StatusTone) : ("booked" as StatusTone),
      text: canBook ? words.status.approvedBook : words.status.approved,
    };
  if (quote) return { tone: "action" as StatusTone, text: words.status.quoted };
  if (r.status === "contacted") return { tone: "waiting" as StatusTone, text: words.status.contacted };
  return { tone: "waiting" as StatusTone, text: words.status.received };
}
