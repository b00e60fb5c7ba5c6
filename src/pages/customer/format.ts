import { business } from "../../config/business";
import { catalogue } from "../../content/i18n";
import type { Locale } from "../../content/locale";
import { wallParts, withDayHalf } from "../../lib/houston-time";

// Instants on the customer's page, on Houston's clock, in the page's language: "Nov 27, 9:41 AM".
const formats = new Map<Locale, Intl.DateTimeFormat>();
export function customerDateTime(at: Date, locale: Locale) {
  let f = formats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(catalogue(locale).ui.meta.htmlLang, {
      timeZone: business.timeZone,
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    });
    formats.set(locale, f);
  }
  return withDayHalf(f.format(at), catalogue(locale).ui.form.windows);
}

/**
 * When the crew should arrive, on Houston's clock, to the nearest five minutes: "3:15 PM",
 * "3:15 p. m." (the half-day marks as the page's windows write them). A clock time, unlike "in about
 * 30 minutes", is never out of date on a page opened later.
 */
export function arrivalClock(onTheWayAt: Date, minutes: number, locale: Locale) {
  const step = 5 * 60_000;
  const { hour, minute } = wallParts(new Date(Math.round((onTheWayAt.getTime() + minutes * 60_000) / step) * step));
  const { am, pm } = catalogue(locale).ui.form.windows;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, "0")}\u00a0${hour < 12 ? am : pm}`;
}
