import { bookingText, type Booking } from "../calendar/booking";
import { day, hour, inSeconds } from "../config/time";
import { catalogue, knownLocale } from "../content/i18n";
import type { Db } from "../db";
import { customerSubscriptionsOf, removeCustomerSubscriptions } from "../db/customer-push-subscriptions";
import { recordFailure } from "../db/failures";
import type { QuoteRequest } from "../db/schema";
import { pushConfig, type PushEnv } from "./config";
import { pushTimeouts, sendOne, type Delivery, type Sent } from "./send-one";

// Notifications to a customer's phone, from their own page's opt-in (src/routes/customer/push.ts),
// in the language of their request. The server cannot name the page a tap should open: it keeps
// only the hash of the page's token. So the payload names the subscription row instead (`page`),
// and the phone's service worker (src/client/customer-sw.ts) opens the page it paired with that
// row when the customer turned notifications on there.

/** What a customer's notification says. */
export type CustomerAlert = {
  title: string;
  body: string;
  tag: "on-the-way" | "reminder" | "review" | "quote" | "booking";
  delivery: Delivery;
};

/** The crew tapped "On our way": worth nothing an hour later, and urgent. */
export function onTheWayAlert(request: Pick<QuoteRequest, "locale">, minutes: number, crewLead: string | null): CustomerAlert {
  const words = catalogue(knownLocale(request.locale)).customer.notify;
  return {
    title: words.onTheWayTitle,
    body: words.onTheWayBody(minutes, crewLead),
    tag: "on-the-way",
    delivery: { ttlSeconds: inSeconds(hour), urgency: "high" },
  };
}

/** A price quote was written: the price, and a tap opens the page where they approve it. Worth reading for days. */
export function quoteAlert(request: Pick<QuoteRequest, "locale">, price: string): CustomerAlert {
  const words = catalogue(knownLocale(request.locale)).customerTexts.alerts;
  return {
    title: words.quoteTitle,
    body: words.quoteBody(price),
    tag: "quote",
    delivery: { ttlSeconds: inSeconds(2 * day), urgency: "normal" },
  };
}

/** The job was booked, or the owner moved it: the day and window (`when`, already in their language). */
export function bookingAlert(request: Pick<QuoteRequest, "locale">, when: string, moved: boolean): CustomerAlert {
  const words = catalogue(knownLocale(request.locale)).customerTexts.alerts;
  return {
    title: moved ? words.rescheduledTitle : words.bookedTitle,
    body: words.bookedBody(when),
    tag: "booking",
    delivery: { ttlSeconds: inSeconds(day), urgency: "normal" },
  };
}

/** The day before the booking (sent at 7 AM): a phone that is off until the next day should not say "tomorrow" then. */
export function dayBeforeAlert(request: Pick<QuoteRequest, "locale">, booking: Booking): CustomerAlert {
  const locale = knownLocale(request.locale);
  const words = catalogue(locale).customer.notify;
  return {
    title: words.reminderTitle,
    body: words.reminderBody(bookingText(booking, locale)),
    tag: "reminder",
    delivery: { ttlSeconds: inSeconds(12 * hour), urgency: "normal" },
  };
}

/**
 * The review ask after the job, or its one reminder: a tap opens the customer's page, where the
 * receipt and the review link are. Still worth reading a day or two later; nothing urgent.
 */
export function reviewAlert(request: Pick<QuoteRequest, "locale">, which: "ask" | "reminder"): CustomerAlert {
  const words = catalogue(knownLocale(request.locale)).afterJob.push;
  return {
    title: which === "ask" ? words.askTitle : words.reminderTitle,
    body: which === "ask" ? words.askBody : words.reminderBody,
    tag: "review",
    delivery: { ttlSeconds: inSeconds(2 * day), urgency: "normal" },
  };
}

export type CustomerPushResult = { phones: number; outcomes: Sent["outcome"][] };

/**
 * Sends the alert to the phones subscribed for this request only, at once and within the total
 * time. Phones the push service calls gone are deleted; each failure is recorded against the request.
 * Nothing is sent (phones: 0) without VAPID keys.
 */
export async function pushToCustomer(
  env: PushEnv,
  db: Db,
  requestId: string,
  alert: CustomerAlert,
  now = () => new Date(),
): Promise<CustomerPushResult> {
  const config = pushConfig(env);
  if (!config) return { phones: 0, outcomes: [] };
  const phones = await customerSubscriptionsOf(db, requestId);
  const deadline = AbortSignal.timeout(pushTimeouts.totalMs);
  const sent = await Promise.all(
    phones.map(async (phone) => {
      // Per phone: its tag replaces the same kind of notice for the same request, and `page` is the row its worker paired with a page.
      const data = { title: alert.title, body: alert.body, tag: `${alert.tag}-${phone.id}`, page: phone.id };
      return { id: phone.id, ...(await sendOne(phone, data, config, deadline, alert.delivery)) };
    }),
  );
  for (const { error } of sent) if (error) await recordFailure(db, { kind: "customer-push", requestId, error }, now());
  await removeCustomerSubscriptions(
    db,
    sent.filter((s) => s.outcome === "gone").map((s) => s.id),
  );
  return { phones: phones.length, outcomes: sent.map((s) => s.outcome) };
}

/** Whether any phone gets this request's notifications (the owner's "On our way" says so). */
export async function customerHasPhones(env: PushEnv, db: Db, requestId: string) {
  return pushConfig(env) !== null && (await customerSubscriptionsOf(db, requestId)).length > 0;
}
