import { business } from "../../config/business";
import { catalogue } from "../../content/i18n";
import type { Locale } from "../../content/locale";
import { withDayHalf } from "../../lib/houston-time";

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
