import type { Locale } from "../content/locale";
import type { Booking } from "../calendar/booking";
import { dayLabel, windowText } from "../calendar/days";
import type { QuoteRequest } from "../db/schema";
import { catalogue, knownLocale, serviceTypeLabel } from "../content/i18n";
import type { Background } from "../trace/background";
import { recordingFailure } from "../db/failures";
import type { CustomerMailEnv } from "../env";
import { customerMail, oneLine, plainAddress } from "../lib/mail-text";
import { bookingInText } from "./customer-texts";

// Optional e-mail to the customer when the owner books (or rebooks) the job. Configured with a
// send_email binding named CUSTOMER_EMAIL (commented out in wrangler.toml: Cloudflare delivers only
// to some recipients until the account may send to anyone, see there); without it nothing is sent.
// Runs after the response (waitUntil): a failed send is logged and recorded (src/db/failures.ts),
// and never undoes the booking.

export type { CustomerMailEnv };

type Customer = Pick<QuoteRequest, "id" | "firstName" | "email" | "serviceType" | "cityZip" | "locale">;

/** pageUrl: a link to the customer's own page made for this e-mail (its token is stored only hashed). */
export function bookingMessage(customer: Customer, booking: Booking, pageUrl?: string, movedFrom?: Booking) {
  const locale: Locale = knownLocale(customer.locale);
  const words = catalogue(locale).booking;
  const moved = movedFrom ? [catalogue(locale).customerTexts.movedFrom(bookingInText(movedFrom, locale)), ""] : [];
  const day = dayLabel(booking.date, locale);
  const window = windowText(booking.window, locale);
  const place = oneLine(customer.cityZip);
  return customerMail(customer.email, {
    subject: words.subject(`${day}, ${window}`),
    greeting: words.greeting(oneLine(customer.firstName)),
    body: [
      ...moved,
      words.confirmed,
      "",
      `${words.day}: ${day}`,
      `${words.window}: ${window}`,
      `${words.service}: ${serviceTypeLabel(customer.serviceType, locale)}`,
      ...(place ? [`${words.place}: ${place}`] : []),
      "",
      words.nextHeading,
      ...words.next.map((line) => `- ${line}`),
      "",
      ...(pageUrl ? [words.pageLine, pageUrl, ""] : []),
    ],
    thanks: words.thanks,
  });
}

/** "sending": handed to the binding (delivery is not known yet); "off": no binding; "bad-address": not one we can send to. */
export type EmailOutcome = "sending" | "off" | "bad-address";

/** Schedules the confirmation when the binding is configured and the address is usable. */
export function sendBookingEmail(
  env: CustomerMailEnv & { DB: D1Database },
  customer: Customer,
  booking: Booking,
  background: Background,
  /** Makes a link to the customer's own page for this e-mail (after the response, with the send). */
  pageUrl?: () => Promise<string>,
  /** The booking before, when the owner moved it: the e-mail says where it was. */
  movedFrom?: Booking,
): EmailOutcome {
  const mail = env.CUSTOMER_EMAIL;
  if (!mail) return "off";
  if (!plainAddress.test(customer.email)) return "bad-address";
  const sending = (async () => mail.send(bookingMessage(customer, booking, pageUrl ? await pageUrl() : undefined, movedFrom)))();
  background(
    recordingFailure(env, { kind: "customer-email", requestId: customer.id }, sending),
    "booking confirmation e-mail",
    customer.id,
  );
  return "sending";
}

/** Whether customer e-mail is set up at all (the detail says so beside the booking form). */
export const customerEmailOn = (env: Env & CustomerMailEnv) => Boolean(env.CUSTOMER_EMAIL);
