import { and, eq, sql } from "drizzle-orm";
import { bookingText, type Booking } from "../calendar/booking";
import { catalogue, knownLocale } from "../content/i18n";
import type { Db } from "../db";
import { recordCustomerEvent } from "../db/customer-events";
import { quoteRequests, type QuoteRequest } from "../db/schema";
import type { CustomerMailEnv } from "../env";
import { anyTime } from "../lib/arrival-windows";
import { addDays, houstonDate } from "../lib/houston-time";
import { customerMail, oneLine } from "../lib/mail-text";
import type { PushEnv } from "../push/config";
import { dayBeforeAlert } from "../push/customer-push";
import { issueCustomerLink } from "../auth/customer-links";
import { configuredOrigin, customerPage } from "../lib/paths";
import { pushThenMail } from "../use-cases/push-then-mail";

// The day before a booked job, at the morning jobs' 7 AM: a notification to the customer's phones
// (if they turned them on from their page) and an e-mail (if CUSTOMER_EMAIL is set up). One per
// booked day: customer_reminder_for keeps the day it went out for, so a booking moved to another
// day gets one for its new day. The e-mail links the customer's page with a link made for it (only
// the hash of a token is stored, so an earlier link cannot be told again), where SITE_URL says the origin.

export type ReminderEnv = PushEnv & CustomerMailEnv & { SITE_URL?: string };

type Customer = Pick<QuoteRequest, "firstName" | "email" | "locale">;

export function reminderMessage(customer: Customer, booking: Booking, pageUrl?: string) {
  const locale = knownLocale(customer.locale);
  const words = catalogue(locale).customer.reminderEmail;
  const when = bookingText(booking, locale);
  return customerMail(customer.email, {
    subject: words.subject(when),
    greeting: words.greeting(oneLine(customer.firstName)),
    body: [words.body(when), "", ...(pageUrl ? [words.pageLine, pageUrl, ""] : [])],
    thanks: words.thanks,
  });
}

const remindOne = (db: Db, env: ReminderEnv, request: QuoteRequest, booking: Booking, now: Date) =>
  pushThenMail(
    db,
    env,
    request,
    {
      alert: dayBeforeAlert(request, booking),
      what: "day-before reminder e-mail",
      mail: async () => {
        const origin = configuredOrigin(env);
        const pageUrl = origin ? `${origin}${customerPage(await issueCustomerLink(db, request.id, "reminder", now))}` : undefined;
        return reminderMessage(request, booking, pageUrl);
      },
    },
    now,
  );

/**
 * Reminds every customer booked for tomorrow (Houston) who has not had this day's reminder yet;
 * returns how many. Each request is marked first, in one UPDATE, so a second run (or a slow send)
 * can never remind twice. The customer's timeline records what reached them; a request with no phone
 * and no e-mail that could go is marked all the same, and records nothing.
 */
export async function sendCustomerReminders(db: Db, env: ReminderEnv, now = new Date()) {
  const tomorrow = addDays(houstonDate(now), 1);
  const due = await db
    .update(quoteRequests)
    .set({ customerReminderFor: tomorrow })
    .where(
      and(
        eq(quoteRequests.status, "scheduled"),
        eq(quoteRequests.bookedDate, tomorrow),
        sql`${quoteRequests.customerReminderFor} IS NOT ${tomorrow}`,
      ),
    )
    .returning();
  for (const request of due) {
    const booking = { date: tomorrow, window: request.bookedWindow ?? anyTime };
    const channels = await remindOne(db, env, request, booking, now);
    if (channels.length) await recordCustomerEvent(db, request.id, "reminder-sent", { date: tomorrow, channels }, now);
  }
  return due.length;
}
