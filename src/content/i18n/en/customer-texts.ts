// The one-tap texts the owner sends a customer from their own phone at each moment of the job
// (src/use-cases/customer-texts.ts builds them), in English. Short: a text is read in its preview.
// Each gets its parts already written in this language (the price, the day, the clock time).
import { business } from "../../../config/business";

export type CustomerTextWords = {
  /** A price quote was written: the price or range, what it includes, and the page where they approve it. */
  quote: (p: { firstName: string; price: string; included: string; url: string }) => string;
  /** The job was booked: the day and window, and their page. */
  booked: (p: { firstName: string; when: string; url: string }) => string;
  /** The owner moved the booking: from the old day and window to the new, and their page. */
  rescheduled: (p: { firstName: string; from: string; to: string; url: string }) => string;
  /** The crew is on the way: the arrival as a clock time ("3:15 PM") and the crew lead, when named. */
  onTheWay: (p: { firstName: string; arrival: string; crewLead: string | null }) => string;
  /** The job is done: the receipt (their page) and the review link. */
  done: (p: { firstName: string; receiptUrl: string; reviewUrl: string }) => string;
  /** The quote e-mail's line above the link to the page where the customer approves. */
  approveLine: string;
  /** The rescheduled booking e-mail's line: where the booking was before. */
  movedFrom: (from: string) => string;
  /** The notifications to a customer's phone that turned them on (a tap opens their page). */
  alerts: {
    quoteTitle: string;
    quoteBody: (price: string) => string;
    bookedTitle: string;
    rescheduledTitle: string;
    /** The booking's day and window ("Tuesday, December 1, 9–11 AM"). */
    bookedBody: (when: string) => string;
  };
};

const hi = (firstName: string) => `Hi ${firstName}, this is ${business.shortName}.`;

export const customerTexts: CustomerTextWords = {
  quote: ({ firstName, price, included, url }) =>
    `${hi(firstName)} Your quote: ${price}, including ${included}. See it and approve it on your page: ${url}`,
  booked: ({ firstName, when, url }) => `${hi(firstName)} You're booked for ${when}. See or change it on your page: ${url}`,
  rescheduled: ({ firstName, from, to, url }) =>
    `${hi(firstName)} We moved your booking from ${from} to ${to}. See or change it on your page: ${url}`,
  onTheWay: ({ firstName, arrival, crewLead }) =>
    `${hi(firstName)} We're on the way: ${crewLead ? `${crewLead} and the crew arrive` : "the crew arrives"} about ${arrival}.`,
  done: ({ firstName, receiptUrl, reviewUrl }) =>
    `${hi(firstName)} Thank you for choosing us! Your receipt: ${receiptUrl} Please take a minute to review us on Google: ${reviewUrl}`,
  approveLine: "See the quote and approve it on your own page:",
  movedFrom: (from) => `We moved your appointment: it was ${from}.`,
  alerts: {
    quoteTitle: "Your quote is ready",
    quoteBody: (price) => `${price}. Tap to see it and approve it.`,
    bookedTitle: "You're booked",
    rescheduledTitle: "Your booking moved",
    bookedBody: (when) => `We'll see you ${when}.`,
  },
};
