import type { Quote, QuoteNote, QuoteStatusChange } from "../../db/schema";
import type { CustomerEvent } from "../../db/customer-events";
import { NOTE_MAX_CHARS } from "../../db/notes";
import { customerEntry, type Entry, type Kind } from "./customer-timeline";
import { formatDateTime, statusLabel } from "./format";
import { ownerDay, quoteTitle } from "./QuotePanel";
import { adminRequestAction } from "../../lib/paths";

// At the same instant, a note or a quote is listed above the status change it explains (a quote
// sets "Quoted" in the same write); what the customer did on their page sits with the quote.
const tieRank: Record<Kind, number> = { note: 0, quote: 1, customer: 1, status: 2 };

/** Status changes, notes, quote versions and what happened on the customer's page as one story, newest first. */
export function timelineOf(
  history: QuoteStatusChange[],
  notes: QuoteNote[],
  quotes: Quote[] = [],
  customer: { name: string; events: CustomerEvent[] } = { name: "the customer", events: [] },
): Entry[] {
  // A completion that changed the status is told by its status change (the same instant): one line, not two.
  const completedAt = new Set(history.filter((h) => h.toStatus === "completed").map((h) => h.changedAt.getTime()));
  const entries: Entry[] = [
    ...history.map((h) => ({
      key: `s${h.id}`,
      at: h.changedAt,
      who: h.changedBy,
      kind: "status" as const,
      text: `${statusLabel(h.fromStatus)} → ${statusLabel(h.toStatus)}`,
    })),
    ...notes.map((n) => ({ key: `n${n.id}`, at: n.createdAt, who: n.author, kind: "note" as const, text: n.body })),
    ...quotes.map((q) => ({
      key: `q${q.id}`,
      at: q.createdAt,
      who: q.createdBy,
      kind: "quote" as const,
      text: `${quoteTitle(q)}, valid until ${ownerDay(q.validUntil)}`,
    })),
    // The first look at each version on the customer's page (its approval is an event of its own).
    ...quotes.flatMap((q) =>
      q.viewedAt
        ? [
            {
              key: `v${q.id}`,
              at: q.viewedAt,
              who: customer.name,
              kind: "customer" as const,
              text: `Viewed quote v${q.version} on their page`,
            },
          ]
        : [],
    ),
    ...customer.events
      .filter((e) => !(e.kind === "completed" && completedAt.has(e.at.getTime())))
      .map((e) => customerEntry(e, customer.name)),
  ];
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime() || tieRank[a.kind] - tieRank[b.kind]);
}

const dotColors: Record<Kind, string> = { note: "bg-brand-600", quote: "bg-violet-600", customer: "bg-teal-600", status: "bg-slate-400" };

// What happened to a request, who did it and when, with a form for the owner's own notes. The note
// is shown as text (React escapes it) with its line breaks; a plain form, so it works without JS.
export function Timeline({
  requestId,
  receivedAt,
  history,
  notes,
  quotes,
  customer,
  error,
}: {
  requestId: string;
  receivedAt: Date;
  history: QuoteStatusChange[];
  notes: QuoteNote[];
  quotes?: Quote[];
  /** The customer's first name and what happened on their page. */
  customer?: { name: string; events: CustomerEvent[] };
  error?: string;
}) {
  const entries = timelineOf(history, notes, quotes, customer);
  return (
    <section aria-labelledby="timeline-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="timeline-heading" className="text-lg font-semibold text-ink-900">
        Timeline
      </h2>
      <form method="post" action={adminRequestAction(requestId, "notes")} className="mt-3">
        <label htmlFor="note-body" className="block text-sm font-medium text-ink-700">
          Add a note
        </label>
        <textarea
          id="note-body"
          name="body"
          required
          maxLength={NOTE_MAX_CHARS}
          rows={3}
          placeholder="Called, left voicemail"
          aria-describedby={error ? "note-error" : "note-hint"}
          aria-invalid={error ? true : undefined}
          className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base"
        />
        {error ? (
          <p id="note-error" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : (
          <p
            id="note-hint"
            className="mt-1 text-xs text-ink-700"
          >{`Only your team sees notes. Up to ${NOTE_MAX_CHARS.toLocaleString("en-US")} characters.`}</p>
        )}
        <button type="submit" className="mt-2 h-11 rounded-md bg-ink-900 px-4 font-semibold text-white hover:bg-ink-800">
          Save note
        </button>
      </form>
      <ol className="mt-5 space-y-3 border-l-2 border-slate-200 pl-4 text-sm">
        {entries.map((e) => (
          <li key={e.key} className="relative">
            <span aria-hidden="true" className={`absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full ${dotColors[e.kind]}`} />
            {e.kind === "note" ? (
              <p className="whitespace-pre-wrap wrap-anywhere text-ink-900">{e.text}</p>
            ) : (
              <p className="font-medium text-ink-900 wrap-anywhere">{e.text}</p>
            )}
            {e.quoted !== undefined && (
              <blockquote className="mt-1 whitespace-pre-wrap wrap-anywhere border-l-2 border-teal-600 pl-2 text-ink-900">
                {e.quoted}
              </blockquote>
            )}
            <p className="text-xs text-ink-700">
              {e.who === null ? "" : e.kind === "note" ? `Note by ${e.who}, ` : `By ${e.who}, `}
              <time dateTime={e.at.toISOString()}>{formatDateTime(e.at)}</time>
            </p>
          </li>
        ))}
        <li className="relative">
          <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-slate-300" />
          <p className="text-ink-700">
            Received as Pending, <time dateTime={receivedAt.toISOString()}>{formatDateTime(receivedAt)}</time>
          </p>
        </li>
      </ol>
    </section>
  );
}
