import { catalogue } from "../content/i18n";
import { defaultLocale, type Locale } from "../content/locale";
import { anyTime, windowLabel } from "../lib/arrival-windows";
import { addDays } from "../lib/houston-time";

// A "YYYY-MM-DD" day and an arrival window as people read them, for the owner's screens and the
// e-mails. The day is formatted at noon UTC in UTC: it is a calendar day, not an instant.

// Each language's formats, made once, in its catalogue's language tag ("en-US", "es-US").
const formats = new Map<Locale, Record<"long" | "short" | "noYear", Intl.DateTimeFormat>>();
function formatsOf(locale: Locale) {
  let f = formats.get(locale);
  if (!f) {
    const tag = catalogue(locale).ui.meta.htmlLang;
    f = {
      long: new Intl.DateTimeFormat(tag, { timeZone: "UTC", weekday: "long", month: "long", day: "numeric", year: "numeric" }),
      short: new Intl.DateTimeFormat(tag, { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" }),
      noYear: new Intl.DateTimeFormat(tag, { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }),
    };
    formats.set(locale, f);
  }
  return f;
}

const noonUtc = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Tuesday, November 24, 2026" / "martes, 24 de noviembre de 2026"; short: "Tue, Nov 24"; noYear: "Tuesday, November 24" / "martes, 24 de noviembre". */
export const dayLabel = (date: string, locale: Locale = defaultLocale, length: "long" | "short" | "noYear" = "long") =>
  formatsOf(locale)[length].format(noonUtc(date));

/** "7–9 AM", or "any time" for the "any" window. */
export const windowText = (window: string, locale: Locale = defaultLocale) => {
  const { ui } = catalogue(locale);
  return window === anyTime ? ui.when.anyTime : windowLabel(window, ui.form.windows);
};

/** "Tue, Nov 24, 7–9 AM"; a window without a day: "any day, 7–9 AM"; nothing: null. */
export function wishText(date: string | null, window: string | null, locale: Locale = defaultLocale) {
  if (!date && !window) return null;
  const day = date ? dayLabel(date, locale, "short") : catalogue(locale).ui.when.anyDay;
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
