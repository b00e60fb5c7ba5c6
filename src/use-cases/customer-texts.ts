import type { Booking } from "../calendar/booking";
import { dayLabel, windowText } from "../calendar/days";
import { catalogue, knownLocale } from "../content/i18n";
import type { Locale } from "../content/locale";
import type { Quote, QuoteRequest } from "../db/schema";
import { wallParts } from "../lib/houston-time";
import { oneLine } from "../lib/mail-text";
import { formatRange } from "../lib/pricing/money";

// The one-tap text the owner is offered at each moment of a job, in the customer's language (the
// request's locale): pure functions of what the moment knows, so each language's words are tested
// without a database. The owner sends it from their own phone (an sms: link, or Copy), whatever
// the customer's notifications and e-mail: most customers have neither.

/** The moments a customer hears about: the detail's offer, the timeline's "notified" rows. */
export const textMoments = ["quote", "booked", "rescheduled", "on-the-way", "done"] as const;
export type TextMoment = (typeof textMoments)[number];

type Customer = Pick<QuoteRequest, "firstName" | "locale">;
const wordsOf = (customer: Customer) => {
  const locale = knownLocale(customer.locale);
  return { locale, words: catalogue(locale).customerTexts };
};
const firstName = (customer: Customer) => oneLine(customer.firstName);

/** "Tuesday, December 1, 9–11 AM" / "martes, 1 de diciembre, 9–11 a. m.": a booking in a text (no year: it is weeks away at most). */
export const bookingInText = (b: Booking, locale: Locale) => `${dayLabel(b.date, locale, "noYear")}, ${windowText(b.window, locale)}`;

/**
 * "3:15 PM" / "3:15 p. m.": an instant on Houston's clock, rounded to 5 minutes (the crew's "about"
 * is no closer), with the language's own half-day marks (ui.form.windows, as the arrival windows
 * write them) after a no-break space, so the time never breaks across lines.
 */
export function clockTime(at: Date, locale: Locale) {
  const rounded = new Date(Math.round(at.getTime() / 300_000) * 300_000);
  const { hour, minute } = wallParts(rounded);
  const { am, pm } = catalogue(locale).ui.form.windows;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, "0")}\u00a0${hour < 12 ? am : pm}`;
}

/** The quote: its price or range, what it includes, and a fresh link to the page where they approve it. */
export function quoteText(customer: Customer, quote: Pick<Quote, "lowCents" | "highCents" | "included">, url: string) {
  const { locale, words } = wordsOf(customer);
  const price = formatRange({ low: quote.lowCents, high: quote.highCents }, locale);
  return words.quote({ firstName: firstName(customer), price, included: oneLine(quote.included), url });
}

/** The booking: the day and window, and a fresh link to their page. */
export function bookedText(customer: Customer, booking: Booking, url: string) {
  const { locale, words } = wordsOf(customer);
  return words.booked({ firstName: firstName(customer), when: bookingInText(booking, locale), url });
}

/** The owner moved the booking: the old and the new day and window, and a fresh link to their page. */
export function rescheduledText(customer: Customer, from: Booking, to: Booking, url: string) {
  const { locale, words } = wordsOf(customer);
  return words.rescheduled({ firstName: firstName(customer), from: bookingInText(from, locale), to: bookingInText(to, locale), url });
}

/** On our way: the arrival as a clock time (when it was marked plus the minutes said) and the crew lead. */
export function onTheWayText(customer: Customer, { at, minutes, crewLead }: { at: Date; minutes: number; crewLead: string | null }) {
  const { locale, words } = wordsOf(customer);
  const arrival = clockTime(new Date(at.getTime() + minutes * 60_000), locale);
  return words.onTheWay({ firstName: firstName(customer), arrival, crewLead: crewLead ? oneLine(crewLead) : null });
}

/** The job is done: the receipt on their page and the review link. */
export function doneText(customer: Customer, receiptUrl: string, reviewUrl: string) {
  const { words } = wordsOf(customer);
  return words.done({ firstName: firstName(customer), receiptUrl, reviewUrl });
}
