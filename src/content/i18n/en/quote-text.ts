// The owner's quote as the customer reads it (copied from the request's detail, or the e-mail it
// opens: src/pages/admin/quote-message.ts), in English. Plain text for a phone's mail app.
import { business } from "../../../config/business";

export type QuoteTextWords = {
  subject: string;
  greeting: (firstName: string) => string;
  intro: (service: string) => string;
  price: string;
  priceRange: string;
  included: string;
  validUntil: string;
  note: string;
  /** The promise the site makes with every range: the final price is agreed before work starts. */
  confirmedOnSite: string;
  accept: string;
  thanks: string;
};

export const quoteText: QuoteTextWords = {
  subject: `Your quote from ${business.name}`,
  greeting: (firstName) => `Hello ${firstName},`,
  intro: (service) => `Thank you for your request. Here is our quote for ${service}:`,
  price: "Price",
  priceRange: "Price range",
  included: "Included",
  validUntil: "Valid until",
  note: "Note",
  confirmedOnSite: "The final price is confirmed on site before we start.",
  accept: `To accept, reply to this e-mail or call us at ${business.phone}.`,
  thanks: `Thank you for choosing ${business.name}.`,
};
