import { defaultLocale, type Locale } from "../../content/locale";
import { catalogue } from "../../content/i18n";
import { makeQuoteSchema, type FieldMessages, type QuoteSchema } from "../../lib/quote-schema";

// What the API says, in the request's language: form-level messages (shown at the form for the
// no-JavaScript post, sent as `error` in JSON) and the field messages of its schema.
export const quoteMessagesFor = (locale: Locale) => catalogue(locale).ui.quoteMessages;

/** The default language's: for answers given before a request could say its language (e.g. an unsupported body). */
export const quoteMessages = quoteMessagesFor(defaultLocale);

// Each language's schema, made on first use.
const schemas = new Map<Locale, { schema: QuoteSchema; messages: FieldMessages }>();

/** The schema in a language, and its field messages (for the checks made outside it: photo files). */
export function quoteSchemaFor(locale: Locale) {
  let entry = schemas.get(locale);
  if (!entry) {
    const messages: FieldMessages = catalogue(locale).ui.form.messages;
    schemas.set(locale, (entry = { schema: makeQuoteSchema(messages), messages }));
  }
  return entry;
}
