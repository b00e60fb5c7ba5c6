import type { CustomerWords } from "../../content/i18n/en/customer";
import type { Locale } from "../../content/locale";
import type { CustomerPageData } from "../../db/customer-page";
import { customerPayWords } from "../../content/i18n/customer-pay";
import { formatCents } from "../../lib/pricing/money";
import { bookingWhen } from "./status";

// What the business did and what the customer did, oldest first: the request, the quotes sent,
// the status changes a customer cares about (the completion among them), and the customer's own
// actions, the owner's moves of the booking. Never the team's notes, nor the owner's asks and reminders.

export type TimelineEntry = { at: Date; text: string; detail?: string };

const text = (v: unknown) => (typeof v === "string" ? v : "");

export function customerTimeline({ request, quoteVersions, history, events }: CustomerPageData, words: CustomerWords, locale: Locale) {
  const t = words.timeline;
  const pay = customerPayWords(locale);
  const entries: TimelineEntry[] = [{ at: request.createdAt, text: t.received }];
  for (const q of quoteVersions) entries.push({ at: q.createdAt, text: t.quoted(q.version) });
  for (const h of history) {
    if (h.toStatus === "contacted") entries.push({ at: h.changedAt, text: t.contacted });
    else if (h.toStatus === "scheduled") entries.push({ at: h.changedAt, text: t.booked });
    else if (h.toStatus === "completed") entries.push({ at: h.changedAt, text: t.completed });
    else if (h.toStatus === "declined") entries.push({ at: h.changedAt, text: t.declined });
  }
  for (const e of events) {
    const d = e.detail ?? {};
    // A kind this page does not know (the owner's marks, or one added since) is left out, never shown raw.
    const kind: string = e.kind;
    if (e.kind === "approved") entries.push({ at: e.at, text: t.approved });
    else if (e.kind === "question") entries.push({ at: e.at, text: t.question, detail: text(d.text) });
    else if (e.kind === "moved") entries.push({ at: e.at, text: t.moved(bookingWhen(text(d.toDate), text(d.toWindow), locale)) });
    // The owner's move (recorded by the owner's booking, as "rescheduled"): old and new.
    else if (kind === "rescheduled")
      entries.push({
        at: e.at,
        text: t.rescheduled(
          bookingWhen(text(d.fromDate), text(d.fromWindow), locale),
          bookingWhen(text(d.toDate), text(d.toWindow), locale),
        ),
      });
    else if (e.kind === "on-the-way") entries.push({ at: e.at, text: t.onTheWay });
    else if (e.kind === "photos-added") entries.push({ at: e.at, text: t.photosAdded(Number(d.count) || 1) });
    else if (e.kind === "message") entries.push({ at: e.at, text: t.message, detail: text(d.text) });
    // Issue 46: a payment Stripe confirmed, a refund.
    else if (e.kind === "paid")
      entries.push({ at: e.at, text: pay.timelinePaid(formatCents(Number(d.cents) || 0, locale), d.held === true, d.kind === "balance") });
    else if (e.kind === "refunded") entries.push({ at: e.at, text: pay.timelineRefunded(formatCents(Number(d.cents) || 0, locale)) });
  }
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}
