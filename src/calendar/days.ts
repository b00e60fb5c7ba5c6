import type { Locale } from "../content/locale";
import { anyTime, englishWindowStyle, windowLabel, type WindowStyle } from "../lib/arrival-windows";
import { addDays } from "../lib/houston-time";

// A "YYYY-MM-DD" day and an arrival window as people read them, for the owner's screens and the
// e-mails. The day is formatted at noon UTC in UTC: it is a calendar day, not an instant.

const formats = {
  en: {
    long: new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric", year: "numeric" }),
    short: new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" }),
  },
  es: {
    long: new Intl.DateTimeFormat("es-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric", year: "numeric" }),
    short: new Intl.DateTimeFormat("es-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" }),
  },
} as const;

const noonUtc = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Tuesday, November 24, 2026" / "martes, 24 de noviembre de 2026"; short: "Tue, Nov 24". */
export const dayLabel = (date: string, locale: Locale = "en", length: "long" | "short" = "long") => formats[locale][length].format(noonUtc(date));

const windowStyles: Record<Locale, WindowStyle & { any: string }> = {
  en: { ...englishWindowStyle, any: "any time" },
  es: { am: "a. m.", pm: "p. m.", any: "cualquier hora" },
};

/** "7–9 AM", or "any time" for the "any" window. */
export const windowText = (window: string, locale: Locale = "en") => (window === anyTime ? windowStyles[locale].any : windowLabel(window, windowStyles[locale]));

/** "Tue, Nov 24, 7–9 AM"; a window without a day: "any day, 7–9 AM"; nothing: null. */
export function wishText(date: string | null, window: string | null, locale: Locale = "en") {
  if (!date && !window) return null;
  const day = date ? dayLabel(date, locale, "short") : locale === "es" ? "cualquier día" : "any day";
  return window ? `${day}, ${windowText(window, locale)}` : day;
}

const headings = {
  thisYear: new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }),
  otherYear: new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric", year: "numeric" }),
};

/** A schedule's day heading from today's point of view: "Today", "Tomorrow", "Wednesday, November 25" (with the year when it is not this year's). */
export function relativeDayLabel(date: string, today: string) {
  if (date === today) return "Today";
  if (date === addDays(today, 1)) return "Tomorrow";
  return (date.slice(0, 4) === today.slice(0, 4) ? headings.thisYear : headings.otherYear).format(noonUtc(date));
}
