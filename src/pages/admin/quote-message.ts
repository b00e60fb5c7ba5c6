import { business } from "../../config/business";
import { dayLabel } from "../../calendar/days";
import { catalogue, knownLocale, serviceTypeLabel } from "../../content/i18n";
import type { Quote, QuoteRequest } from "../../db/schema";
import { formatRange } from "../../lib/pricing/money";

// The owner's quote as the customer reads it, in the customer's language (the request's locale):
// the text the detail offers to copy, and the same text in a mailto: link the owner's own mail app
// opens, until the customer's own page (the next issue) shows quotes.

type Customer = Pick<QuoteRequest, "firstName" | "email" | "serviceType" | "locale">;
type Priced = Pick<Quote, "lowCents" | "highCents" | "included" | "validUntil" | "note">;

// What the visitor typed stands on a line of its own or beside a label: no control characters.
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
// The owner's note keeps its line breaks.
const lines = (s: string) => s.split(/\r\n|\r|\n/).map((line) => line.replace(/[\u0000-\u001f\u007f]+/g, " ").trimEnd());

/** The subject and the body's lines. */
export function quoteMessage(customer: Customer, quote: Priced) {
  const locale = knownLocale(customer.locale);
  const words = catalogue(locale).quoteText;
  const range = { low: quote.lowCents, high: quote.highCents };
  const note = quote.note?.trim();
  return {
    subject: words.subject,
    lines: [
      words.greeting(oneLine(customer.firstName)),
      "",
      words.intro(serviceTypeLabel(customer.serviceType, locale)),
      "",
      `${range.low === range.high ? words.price : words.priceRange}: ${formatRange(range, locale)}`,
      `${words.included}: ${oneLine(quote.included)}`,
      `${words.validUntil}: ${dayLabel(quote.validUntil, locale)}`,
      ...(note ? ["", `${words.note}:`, ...lines(note)] : []),
      "",
      words.confirmedOnSite,
      words.accept,
      "",
      words.thanks,
      business.name,
      business.phone,
    ],
  };
}

/** The text to copy: the subject's words are the e-mail's, so the body alone. */
export const quoteTextOf = (customer: Customer, quote: Priced) => quoteMessage(customer, quote).lines.join("\n");

// RFC 6068: the address's "@" may stand as it is; every other special character is percent-encoded,
// and a body's line breaks are CRLF (%0D%0A).
const mailtoAddress = (email: string) => encodeURIComponent(email).replace(/%40/g, "@");

/** mailto: the customer, with the quote as subject and body. */
export function quoteMailto(customer: Customer, quote: Priced) {
  const { subject, lines: body } = quoteMessage(customer, quote);
  return `mailto:${mailtoAddress(customer.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.join("\r\n"))}`;
}
