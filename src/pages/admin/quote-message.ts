import { business } from "../../config/business";
import type { Quote, QuoteRequest } from "../../db/schema";
import { quoteMailWords } from "../../use-cases/customer-texts-mail";

// The owner's quote as the customer reads it, in the customer's language (the request's locale):
// the text the detail offers to copy, and the same text in a mailto: link the owner's own mail app
// opens. Right after the quote is saved these carry a fresh link to the customer's page, where
// they approve; later (the link's token is not kept) they say to reply or call.

type Customer = Pick<QuoteRequest, "firstName" | "email" | "serviceType" | "locale">;
type Priced = Pick<Quote, "lowCents" | "highCents" | "included" | "validUntil" | "note">;

/** The subject and the body's lines. */
export function quoteMessage(customer: Customer, quote: Priced, pageUrl?: string) {
  const { subject, greeting, body, thanks } = quoteMailWords(customer, quote, pageUrl);
  return { subject, lines: [greeting, "", ...body, thanks, business.name, business.phone] };
}

/** The text to copy: the subject's words are the e-mail's, so the body alone. */
export const quoteTextOf = (customer: Customer, quote: Priced, pageUrl?: string) => quoteMessage(customer, quote, pageUrl).lines.join("\n");

// RFC 6068: the address's "@" may stand as it is; every other special character is percent-encoded,
// and a body's line breaks are CRLF (%0D%0A).
const mailtoAddress = (email: string) => encodeURIComponent(email).replace(/%40/g, "@");

/** mailto: the customer, with the quote as subject and body. */
export function quoteMailto(customer: Customer, quote: Priced, pageUrl?: string) {
  const { subject, lines: body } = quoteMessage(customer, quote, pageUrl);
  return `mailto:${mailtoAddress(customer.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.join("\r\n"))}`;
}
