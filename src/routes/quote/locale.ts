import { defaultLocale, isLocale, localeOfPath, type Locale } from "../../content/locale";

// The language of a quote request: stored with it (the owner sees "Prefers Spanish") and the
// language the API answers in. Only the site's own languages count; anything else is English,
// as a request that names none: the lead is kept rather than refused over a label.

/** JSON (the form island): the body's `locale`. */
export const jsonLocale = (body: Record<string, unknown>): Locale => (isLocale(body.locale) ? body.locale : defaultLocale);

/** The plain form: its hidden `locale` field, else the language of the page it came from (returnTo). */
export const formLocale = (fields: Record<string, string | undefined>): Locale =>
  isLocale(fields.locale) ? fields.locale : localeOfPath(fields.returnTo ?? "/");
