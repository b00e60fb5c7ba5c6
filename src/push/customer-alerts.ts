import { bookingText } from "../calendar/booking";
import { formatCents } from "../lib/pricing/money";
import { business } from "../config/business";
import { ownerCustomer } from "../content/i18n/en/owner-customer";
import type { Db } from "../db";
import { movedText, oneLineCut } from "../db/customer-event-details";
import { recordingFailure } from "../db/failures";
import type { QuoteRequest } from "../db/schema";
import { adminRequest, configuredOrigin } from "../lib/paths";
import type { Background } from "../trace/background";
import { pushConfig, type PushEnv } from "./config";
import { pushToAll, type Alert } from "./send";

// The owner hears at once when a customer acts on their own page: an approval (call to book), a
// question (answer it), a moved booking (the schedule changed), a message after the job (read it). A push to every member's device,
// and, when the lead e-mail is set up (QUOTE_EMAIL and QUOTE_NOTIFY_TO, as for new requests), an
// e-mail to the business that a reply to reaches the customer. Both go after the response: the
// customer's page never waits on them, and a failure is only logged and recorded.

/** What the customer did, with the detail its customer event stores (src/db/customer-events.ts). */
export type CustomerAlertEvent =
  | { kind: "approved"; detail: { version: number } }
  | { kind: "question"; detail: { text: string } }
  | { kind: "moved"; detail: { fromDate: string; fromWindow: string; toDate: string; toWindow: string } }
  | { kind: "booked"; detail: { date: string; window: string } }
  | { kind: "message"; detail: { text: string } }
  /** Issue 46: Stripe's webhook confirmed a payment (a card held: held); booked when its window was still open. */
  | {
      kind: "paid";
      detail: { cents: number; held: boolean; payment: "deposit" | "balance"; booked: { date: string; window: string } | null };
    };

type AlertRequest = Pick<QuoteRequest, "id" | "firstName" | "lastName" | "phone" | "email">;

/** QUOTE_EMAIL is commented out in wrangler.toml until Email Routing is on (src/use-cases/lead-email.ts). */
export type CustomerAlertEnv = PushEnv &
  Pick<Env, "DB" | "QUOTE_NOTIFY_TO" | "QUOTE_NOTIFY_FROM"> & { SITE_URL?: string; QUOTE_EMAIL?: SendEmail };

/** A lock screen shows two or three lines: a question is cut there, and whole in the e-mail. */
const pushQuestionChars = 180;
const words = ownerCustomer.alert;
const nameOf = (r: AlertRequest) => `${r.firstName} ${r.lastName}`;

/** The title and the full body of the alert (the push cuts a question; the e-mail keeps it whole). */
export function customerAlertText(request: AlertRequest, event: CustomerAlertEvent) {
  const name = nameOf(request);
  switch (event.kind) {
    case "approved":
      return { title: words.approved(name), body: words.approvedBody(event.detail.version ?? null) };
    case "question":
      return { title: words.question(name), body: event.detail.text.trim() };
    case "moved":
      return { title: words.moved(name), body: movedText(event.detail) };
    case "booked":
      return { title: words.booked(name), body: bookingText(event.detail) };
    case "message":
      return { title: words.message(name), body: event.detail.text.trim() };
    case "paid":
      return {
        title: words.paid(name, formatCents(event.detail.cents), event.detail.held, event.detail.payment),
        body: words.paidBody(event.detail.booked ? bookingText(event.detail.booked) : null, event.detail.payment),
      };
  }
}

/** The push: the detail's URL, and a tag per kind, so a second move replaces the first instead of stacking; each question or message stays. */
export function customerAlert(request: AlertRequest, event: CustomerAlertEvent, now = new Date()): Alert {
  const { title, body } = customerAlertText(request, event);
  const written = event.kind === "question" || event.kind === "message";
  return {
    title,
    body: written ? oneLineCut(body, pushQuestionChars) : body,
    url: adminRequest(request.id),
    tag: `customer-${request.id}-${event.kind}${written ? `-${now.getTime()}` : ""}`,
  };
}

// The subject is a header: no line breaks or control characters there.
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").slice(0, 120);

/** The e-mail to the business; a reply goes to the customer. */
export function customerAlertEmail(
  env: Pick<CustomerAlertEnv, "SITE_URL">,
  request: AlertRequest,
  event: CustomerAlertEvent,
  to: string,
  from: string,
) {
  const { title, body } = customerAlertText(request, event);
  const w = ownerCustomer.email;
  return {
    from,
    to,
    replyTo: request.email,
    subject: oneLine(title),
    text: [
      title,
      "",
      body,
      "",
      `${w.name}: ${nameOf(request)}`,
      `${w.phone}: ${request.phone}`,
      `${w.email}: ${request.email}`,
      `${w.open}: ${configuredOrigin(env) ?? ""}${adminRequest(request.id)}`,
      `${w.reference}: ${request.id}`,
      "",
      w.replyNote,
    ].join("\n"),
  };
}

/**
 * Tells the owner what a customer just did on their page. Returns what was scheduled: a push (VAPID
 * keys configured, and `push` not false: a burst of messages pushes once) and an e-mail (the lead
 * e-mail binding configured). From the customer page's routes.
 */
export function alertOwnerOfCustomer(
  env: CustomerAlertEnv,
  db: Db,
  request: AlertRequest,
  event: CustomerAlertEvent,
  background: Background,
  { push = true }: { push?: boolean } = {},
) {
  const pushed = push && Boolean(pushConfig(env));
  if (pushed) {
    const alert = customerAlert(request, event);
    // Started only once the response is handed back, as the new-lead alert (src/push/lead-alert.ts).
    const afterResponse = new Promise((resolve) => setTimeout(resolve, 0));
    background(
      afterResponse.then(() => pushToAll(env, db, alert, request.id)),
      "customer alert push",
      request.id,
    );
  }
  const mailed = Boolean(env.QUOTE_EMAIL && env.QUOTE_NOTIFY_TO);
  if (env.QUOTE_EMAIL && env.QUOTE_NOTIFY_TO) {
    const message = customerAlertEmail(env, request, event, env.QUOTE_NOTIFY_TO, env.QUOTE_NOTIFY_FROM || business.email);
    background(
      recordingFailure(env, { kind: "lead-email", requestId: request.id }, env.QUOTE_EMAIL.send(message)),
      "customer alert e-mail",
      request.id,
    );
  }
  return { pushed, mailed };
}
