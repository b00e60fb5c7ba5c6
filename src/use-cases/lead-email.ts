import { business } from "../config/business";
import type { Attribution, QuoteRequest } from "../db/schema";
import { serviceTypeLabel } from "../content/i18n";
import { languageNames, owner } from "../content/i18n/en/owner";
import { estimateSummary, ownerEstimate } from "../content/i18n/en/owner-estimate";
import { defaultLocale, isLocale } from "../content/locale";
import { wishText } from "../calendar/days";
import type { Background } from "../trace/background";
import { recordingFailure } from "../db/failures";

// Optional e-mail to the business for each stored quote request. Configured with a send_email
// binding named QUOTE_EMAIL plus QUOTE_NOTIFY_TO (and optionally QUOTE_NOTIFY_FROM); without
// them nothing is sent. Runs after the response (waitUntil): it never delays or fails the visitor.
// A refused send is recorded (src/db/failures.ts) for the digest and the inbox's notice.

/** QUOTE_EMAIL stays commented out in wrangler.toml until Email Routing is on, so the generated Env can't list it. */
type LeadMailEnv = Pick<Env, "DB" | "QUOTE_NOTIFY_TO" | "QUOTE_NOTIFY_FROM"> & { QUOTE_EMAIL?: SendEmail };

// The page it was sent from is for the inbox; the e-mail keeps to the request itself (the photos
// are only counted: they are private, seen in the inbox once signed in).
export type Lead = Omit<
  QuoteRequest,
  | "status"
  | "sourcePage"
  | "bookedDate"
  | "bookedWindow"
  | "reminderSentAt"
  | "idempotencyKeyHash"
  | "contentFingerprint"
  | "onTheWayAt"
  | "onTheWayMinutes"
  | "crewLead"
  | "customerReminderFor"
  | "openedAt"
  | keyof Attribution
>;

// Visitor text goes into a header: no line breaks or control characters there.
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").slice(0, 120);

// A request from another language's pages says so before anything else, in the subject too (where
// the visitor's name, which comes after it, may be cut): the owner can have a speaker of it answer.
export function leadMessage(lead: Lead, to: string, from: string, { databaseDown = false } = {}) {
  const words = owner.leadEmail;
  const service = serviceTypeLabel(lead.serviceType);
  const name = `${lead.firstName} ${lead.lastName}`;
  const language = isLocale(lead.locale) && lead.locale !== defaultLocale ? languageNames[lead.locale] : undefined;
  const prefers = language && words.prefers(language);
  // No price book is read to send this (it also goes out while D1 is down): items are named from their ids.
  const estimate = estimateSummary(lead);
  return {
    from,
    to,
    replyTo: lead.email,
    subject: oneLine(`${databaseDown ? `[${words.databaseDown}] ` : ""}${words.subject(service, name, prefers)}`),
    text: [
      ...(databaseDown ? [words.databaseDownNote, ""] : []),
      words.intro,
      ...(prefers && language ? ["", words.prefersNote(prefers, language)] : []),
      "",
      `${words.name}: ${name}`,
      `${words.phone}: ${lead.phone}`,
      `${words.email}: ${lead.email}`,
      `${words.service}: ${service}`,
      `${words.cityZip}: ${lead.cityZip || words.notGiven}`,
      `${words.preferredTime}: ${wishText(lead.preferredDate, lead.preferredWindow) ?? words.notGiven}`,
      `${words.photos}: ${lead.photoUrls.length ? words.photoCount(lead.photoUrls.length) : words.noPhotos}`,
      ...(estimate ? [ownerEstimate.emailLine(estimate)] : []),
      `${words.received}: ${words.time(lead.createdAt)}`,
      `${words.reference}: ${lead.id}`,
      "",
      words.details,
      lead.description,
    ].join("\n"),
  };
}

/** Schedules the e-mail when configured; returns whether one was scheduled. */
export function notifyLead(env: LeadMailEnv, lead: Lead, background: Background, how: { databaseDown?: boolean } = {}): boolean {
  if (!env.QUOTE_EMAIL || !env.QUOTE_NOTIFY_TO) return false;
  const message = leadMessage(lead, env.QUOTE_NOTIFY_TO, env.QUOTE_NOTIFY_FROM || business.email, how);
  background(recordingFailure(env, { kind: "lead-email", requestId: lead.id }, env.QUOTE_EMAIL.send(message)), "lead e-mail", lead.id);
  return true;
}
