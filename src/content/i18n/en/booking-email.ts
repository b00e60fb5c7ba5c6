// The customer's booking confirmation e-mail (src/use-cases/booking-email.ts), in English. Plain
// text: it is read on phones, often in a notification preview, so the day and time come first.
import { business } from "../../../config/business";
import { hours } from "./hours";

export type BookingWords = {
  subject: (when: string) => string;
  greeting: (firstName: string) => string;
  confirmed: string;
  day: string;
  window: string;
  service: string;
  place: string;
  nextHeading: string;
  next: string[];
  /** Above the link to the customer's own page (/my/<token>), made for this e-mail. */
  pageLine: string;
  thanks: string;
};

export const booking: BookingWords = {
  subject: (when) => `Your appointment is booked: ${when}`,
  greeting: (firstName) => `Hello ${firstName},`,
  confirmed: `Your appointment with ${business.name} is confirmed.`,
  day: "Day",
  window: "Arrival window",
  service: "Service",
  place: "Where",
  nextHeading: "What happens next:",
  next: [
    "Our crew arrives within that two-hour window. If anything holds us up, we will call you before it ends.",
    `To change the day or time, or to add something to the job, call us at ${business.phone} (${hours.label}, ${hours.days}).`,
  ],
  pageLine: "Your own page shows the booking, lets you choose another time, and tells you when we're on the way:",
  thanks: `Thank you for choosing ${business.name}.`,
};
