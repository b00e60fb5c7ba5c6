import { business } from "../content/business";
import { privacyNoteEs } from "../content/es/privacy-note";
import type { Locale } from "../content/locale";
import { privacyNote } from "../content/privacy-note";
import { uiFor } from "../content/ui";
import type { QuoteFormWords } from "../islands/quote-form/words";
import { arrivalWindows, windowLabel } from "../lib/arrival-windows";

// The quote form island's words in one language, as JSON: the functions of the interface strings
// are called here (the phone) or turned into templates (a field's length, filled in by the island).
const privacyNotes: Record<Locale, QuoteFormWords["privacy"]> = { en: privacyNote, es: privacyNoteEs };

function build(locale: Locale): QuoteFormWords {
  const ui = uiFor(locale);
  const { messages, windows, ...form } = ui.form;
  return {
    ...form,
    windowOptions: [{ value: "", label: windows.any }, ...arrivalWindows.map((w) => ({ value: w, label: windowLabel(w, windows) }))],
    // The sentence with "{max}" where the count goes: the island fills it in (words.ts fieldMessages).
    messages: { ...messages, tooLong: (messages.tooLong as (max: number | string) => string)("{max}") },
    call: ui.call(business.phone),
    phone: business.phone,
    toasts: ui.toasts,
    confirmation: ui.confirmation,
    failure: { heading: ui.failure.heading, reasons: ui.failure.reasons, orCallUs: ui.failure.orCallUs },
    privacy: privacyNotes[locale],
  };
}

const byLocale: Record<Locale, QuoteFormWords> = { en: build("en"), es: build("es") };
export const quoteFormWords = (locale: Locale) => byLocale[locale];
