import { dayLabel } from "../calendar/days";
import { catalogue, knownLocale, serviceTypeLabel } from "../content/i18n";
import type { Quote, QuoteRequest } from "../db/schema";
import { oneLine, type CustomerMailWords } from "../lib/mail-text";
import { formatRange } from "../lib/pricing/money";

// The owner's quote as the customer reads it in an e-mail, in the customer's language: the one the
// business sends where customer e-mail is set up, and the one the detail's "E-mail the quote" opens
// in the owner's own mail app. With a link to the customer's page, approving is there (issue 44,
// item 2): the quote and the place to approve it go as one thing.

type Customer = Pick<QuoteRequest, "firstName" | "serviceType" | "locale">;
type Priced = Pick<Quote, "lowCents" | "highCents" | "included" | "validUntil" | "note">;

// The owner's note keeps its line breaks.
const lines = (s: string) => s.split(/\r\n|\r|\n/).map((line) => line.replace(/[\u0000-\u001f\u007f]+/g, " ").trimEnd());

/** The quote e-mail's words; `pageUrl`, a fresh link to the customer's page, replaces "reply or call us" with where to approve. */
export function quoteMailWords(customer: Customer, quote: Priced, pageUrl?: string): CustomerMailWords {
  const locale = knownLocale(customer.locale);
  const { quoteText: words, customerTexts } = catalogue(locale);
  const range = { low: quote.lowCents, high: quote.highCents };
  const note = quote.note?.trim();
  return {
    subject: words.subject,
    greeting: words.greeting(oneLine(customer.firstName)),
    body: [
      words.intro(serviceTypeLabel(customer.serviceType, locale)),
      "",
      `${range.low === range.high ? words.price : words.priceRange}: ${formatRange(range, locale)}`,
      `${words.included}: ${oneLine(quote.included)}`,
      `${words.validUntil}: ${dayLabel(quote.validUntil, locale)}`,
      ...(note ? ["", `${words.note}:`, ...lines(note)] : []),
      "",
      words.confirmedOnSite,
      ...(pageUrl ? [customerTexts.approveLine, pageUrl] : [words.accept]),
      "",
    ],
    thanks: words.thanks,
  };
}
