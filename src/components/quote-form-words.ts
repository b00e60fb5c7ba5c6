import { business } from "../config/business";
import type { Locale } from "../content/locale";
import { copyFor } from "../content/site-copy";
import type { QuoteFormWords } from "../islands/quote-form/words";
import { arrivalWindows, windowLabel } from "../lib/arrival-windows";

// The quote form island's words in one language, as JSON: the functions of the interface strings
// are called here (the phone) or turned into templates (a field's length, filled in by the island).
function build(locale: Locale): QuoteFormWords {
  const { ui, privacyNote } = copyFor(locale);
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
    privacy: privacyNote,
  };
}

const byLocale = new Map<Locale, QuoteFormWords>();
export function quoteFormWords(locale: Locale) {
  let words = byLocale.get(locale);
  if (!words) byLocale.set(locale, (words = build(locale)));
  return words;
}
