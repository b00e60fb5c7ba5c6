import { locales, type Locale } from "../../content/locale";
import { catalogue } from "../../content/i18n";
import { makeQuoteSchema, type FieldMessages, type QuoteSchema } from "../../lib/quote-schema";

// What the API says, in the request's language: form-level messages (shown at the form for the
// no-JavaScript post, sent as `error` in JSON) and the field messages of its schema.
export const quoteMessagesFor = (locale: Locale) => catalogue(locale).ui.quoteMessages;

/** English: for answers given before a request could say its language (e.g. an unsupported body). */
export const quoteMessages = quoteMessagesFor("en");

const schemas = Object.fromEntries(
  locales.map((locale) => {
    const messages: FieldMessages = catalogue(locale).ui.form.messages;
    return [locale, { schema: makeQuoteSchema(messages), messages }];
  }),
) as Record<Locale, { schema: QuoteSchema; messages: FieldMessages }>;

/** The schema in a language, and its field messages (for the checks made outside it: photo files). */
export const quoteSchemaFor = (locale: Locale) => schemas[locale];
