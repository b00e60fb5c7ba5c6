import { bookingOf, bookingText } from "../../../calendar/booking";
import type { JobCompletion, Payment, Quote, QuoteRequest } from "../../../db/schema";
import { captureNote, paymentNotice } from "./payment-notices";
import { dollarsText, paymentMethodLabels } from "../../../lib/completion-form";
import { quoteAmount } from "../../../pages/admin/QuotePanel";
import type { BookingOutcome } from "../../../use-cases/request-actions";
import { onTheWayText } from "../../../use-cases/customer-texts";
import type { TextOffer } from "../../../use-cases/customer-texts-tell";

// The notice a redirect back to a request's detail asks for (?updated=1, ?booked=1&email=…,
// ?quote=2, ?completed=new …), read from the request, its quotes and its completion themselves:
// a link cannot make the screen say what did not happen.

export type NoticeFacts = { request: QuoteRequest; quotes: Quote[]; completion: JobCompletion | null; payments?: Payment[] };

export function detailNotice(query: Record<string, string>, { request, quotes, completion, payments = [] }: NoticeFacts) {
  const notice = requestNotice(query, request) ?? completionNotice(query, completion) ?? quoteNotice(query.quote, quotes);
  return query.refunded || query.released
    ? paymentNotice(query, payments)
    : notice && `${notice}${captureNote(query, payments, completion)}`;
}

/** After a quote is saved (?quote=2): "Quote v2 saved: $180–$240." */
export function quoteNotice(version: string | undefined, quotes: Quote[]) {
  const saved = version && quotes.find((q) => String(q.version) === version);
  return saved ? `Quote v${saved.version} saved: ${quoteAmount(saved)}.` : undefined;
}

/** After "Complete the job" (?completed=new|updated) or a job photo's Delete (?photoDeleted=1), read from the record itself. */
function completionNotice(query: Record<string, string>, completion: JobCompletion | null) {
  if (query.photoDeleted) return "Photo deleted.";
  if (!completion || !query.completed) return undefined;
  const left = query.photosLeft ? " Some photos were not added: the job already has the most it keeps. Delete one to add another." : "";
  if (query.completed === "updated") return `Completion updated.${left}`;
  return `Job completed: ${dollarsText(completion.finalCents)} paid by ${paymentMethodLabels[completion.paymentMethod]}.${left}`;
}

const emailNotes: Record<BookingOutcome, (r: Pick<QuoteRequest, "email">) => string> = {
  sending: (r) => `A confirmation e-mail is being sent to ${r.email}.`,
  off: () => "No confirmation e-mail was sent: customer e-mail is not set up.",
  "bad-address": (r) => `No confirmation e-mail was sent: ${r.email} is not an address we can send to.`,
  unchanged: () => "The day and time did not change, so no e-mail was sent.",
};
const isOutcome = (v: string | undefined): v is BookingOutcome => v !== undefined && Object.hasOwn(emailNotes, v);

/** A status, a note, a revoke, "on our way" or a booking (?updated=1, ?booked=1&email=...), read from the row itself. */
function requestNotice(query: Record<string, string>, request: QuoteRequest) {
  if (query.updated) return "Status updated.";
  if (query.noted) return "Note saved.";
  if (query.revoked !== undefined) return revokedNotice(query.revoked);
  if (query.onTheWay && request.onTheWayMinutes) return onTheWayNotice(query.onTheWay, request.onTheWayMinutes);
  if (!query.booked) return undefined;
  return bookingNotice(request, isOutcome(query.email) ? query.email : undefined);
}

/** "Booked for Tuesday, December 1, 2026, 9–11 AM." and what the confirmation e-mail did. */
export function bookingNotice(request: Pick<QuoteRequest, "bookedDate" | "bookedWindow" | "email">, email: BookingOutcome | undefined) {
  const booked = bookingOf(request);
  if (!booked) return undefined;
  return `Booked for ${bookingText(booked)}.${email ? ` ${emailNotes[email](request)}` : ""}`;
}

/** After "Revoke the link" (?revoked=2): how many links stopped working. */
function revokedNotice(count: string) {
  const n = /^\d{1,4}$/.test(count) ? Number(count) : 0;
  if (n === 0) return "No link to the customer's page was working: nothing to revoke.";
  return `${n === 1 ? "The link" : `All ${n} links`} to the customer's page stopped working. Make a new one to send when they need it.`;
}

/** After "On our way" (?onTheWay=phone|none): whether the customer's phone was told, or the crew should text them. */
function onTheWayNotice(outcome: string, minutes: number) {
  const told =
    outcome === "phone" ? "Sent to the customer's phone." : "The customer has not turned notifications on: send them the text below.";
  return `Marked on the way, about ${minutes} minutes. ${told}`;
}

/** The offer a redirect back leads to: "On our way"'s text, or after completing the job the button that makes the receipt's text. */
export function momentOffer(query: Record<string, string>, request: QuoteRequest, issued?: unknown): TextOffer | "done" | undefined {
  if (query.completed === "new" && request.status === "completed" && !issued) return "done";
  return onTheWayOffer(query, request);
}

/**
 * After "On our way": the text with the arrival as a clock time, read from the row itself (when it
 * was marked, the minutes, the crew lead). It carries no link, so the redirect can lead to it.
 */
function onTheWayOffer(query: Record<string, string>, request: QuoteRequest): TextOffer | undefined {
  const { onTheWayAt: at, onTheWayMinutes: minutes, crewLead } = request;
  if (!query.onTheWay || !at || !minutes || request.status !== "scheduled") return undefined;
  const text = onTheWayText(request, { at, minutes, crewLead });
  return { moment: "on-the-way", text, email: false, push: query.onTheWay === "phone" };
}
