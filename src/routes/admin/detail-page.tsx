import type { Context } from "hono";
import { linkSummaries } from "../../auth/customer-links";
import { bookingOf, bookingText } from "../../calendar/booking";
import { getDb } from "../../db";
import { photoView } from "../../db/attached-photos";
import { customerEventsOf } from "../../db/customer-events";
import { completionOf, jobPhotosOf } from "../../db/job-completions";
import { photosOfRequest } from "../../db/quote-photos";
import { getQuoteRequest } from "../../db/quote-requests";
import { quotesOf } from "../../db/quotes";
import { estimateBooks } from "../../db/estimate-books";
import type { JobCompletion, Quote, QuoteRequest } from "../../db/schema";
import { dollarsText, paymentMethodLabels } from "../../lib/completion-form";
import { houstonDate } from "../../lib/houston-time";
import type { CompletionFormState } from "../../pages/admin/CompletePanel";
import type { BookingFormState } from "../../pages/admin/BookingPanel";
import type { IssuedLink } from "../../pages/admin/CustomerPagePanel";
import { RequestDetail } from "../../pages/admin/RequestDetail";
import { quoteAmount, type QuoteState } from "../../pages/admin/QuotePanel";
import { EstimateBookContext } from "../../pages/admin/EstimatePanel";
import { OnTheWayFormContext, type OnTheWayFormState } from "../../pages/admin/OnTheWayPanel";
import { pricesInForce } from "../../db/price-book";
import { backgroundOf } from "../../trace/background";
import type { CustomerMailEnv } from "./booking-email";
import type { AdminEnv } from "./guards";
import type { BookingOutcome } from "./request-actions";

// A request's detail screen: read after every redirect back to it, and re-rendered with the form's
// values and message when a booking is refused.

type Options = {
  notice?: (r: QuoteRequest) => string | undefined;
  booking?: Omit<BookingFormState, "today">;
  noteError?: string;
  /** A refused quote: what was typed and each field's reason. */
  quote?: Pick<QuoteState, "values" | "errors">;
  /** A link to the customer's page made by this very request: the only time it can be shown. */
  issued?: IssuedLink;
  /** A refused "On our way": what was sent and why. */
  onTheWay?: OnTheWayFormState;
  /** A refused "Complete the job": what was typed, each field's reason, and the post's own. */
  completion?: CompletionFormState;
  status?: DetailStatus;
};

/** 413/415: a photo too large or not a photo; 503: the bucket or database failed, nothing saved. */
export type DetailStatus = 200 | 400 | 409 | 413 | 415 | 503;

export async function renderDetail(
  c: Context<AdminEnv>,
  id: string,
  { notice, booking, noteError, quote, issued, onTheWay = {}, completion: completionForm = {}, status = 200 }: Options = {},
) {
  const db = getDb(c.env);
  const found = await getQuoteRequest(db, id);
  if (!found) return c.notFound();
  const [photos, books, quotes, { prices }, links, events, completion] = await Promise.all([
    photosOfRequest(db, found.request.photoUrls).then((list) => list.map(photoView)),
    estimateBooks(db, [found.request]),
    quotesOf(db, id),
    pricesInForce(db, backgroundOf(c)),
    linkSummaries(db, [id]),
    customerEventsOf(db, id),
    completionOf(db, id),
  ]);
  const jobPhotos = await jobPhotosOf(db, completion);
  const { firstName, lastName } = found.request;
  c.status(status);
  return c.render(
    <EstimateBookContext value={books.get(found.request.priceBookVersion ?? -1) ?? null}>
      <OnTheWayFormContext value={onTheWay}>
        <RequestDetail
          username={c.get("member").username}
          {...found}
          photos={photos}
          booking={{ today: houstonDate(), ...booking }}
          emailEnabled={Boolean((c.env as Env & CustomerMailEnv).CUSTOMER_EMAIL)}
          notice={notice?.(found.request) ?? completionNotice(c.req.query(), completion) ?? quoteNotice(c.req.query("quote"), quotes)}
          now={new Date()}
          noteError={noteError}
          quote={{ quotes, prices, today: houstonDate(), ...quote }}
          customerPage={{ links: links.get(id) ?? null, events, issued, completion }}
          completion={{
            record: completion,
            photos: { before: jobPhotos.before.map(photoView), after: jobPhotos.after.map(photoView) },
            form: completionForm,
          }}
        />
      </OnTheWayFormContext>
    </EstimateBookContext>,
    { title: `Quote request: ${firstName} ${lastName}`, noindex: true },
  );
}

/** After a quote is saved (?quote=2): "Quote v2 saved: $180–$240." */
function quoteNotice(version: string | undefined, quotes: Quote[]) {
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

const emailNotes: Record<BookingOutcome, (r: QuoteRequest) => string> = {
  sending: (r) => `A confirmation e-mail is being sent to ${r.email}.`,
  off: () => "No confirmation e-mail was sent: customer e-mail is not set up.",
  "bad-address": (r) => `No confirmation e-mail was sent: ${r.email} is not an address we can send to.`,
  unchanged: () => "The day and time did not change, so no e-mail was sent.",
};
const isOutcome = (v: string | undefined): v is BookingOutcome => v !== undefined && Object.hasOwn(emailNotes, v);

/** The notice a redirect back to the detail asks for (?updated=1, ?booked=1&email=...), read from the row itself. */
export function detailNotice(query: Record<string, string>, request: QuoteRequest) {
  if (query.updated) return "Status updated.";
  if (query.noted) return "Note saved.";
  if (query.revoked !== undefined) return revokedNotice(query.revoked);
  if (query.onTheWay && request.onTheWayMinutes) return onTheWayNotice(query.onTheWay, request.onTheWayMinutes);
  const booked = bookingOf(request);
  if (!query.booked || !booked) return undefined;
  const email = isOutcome(query.email) ? ` ${emailNotes[query.email](request)}` : "";
  return `Booked for ${bookingText(booked)}.${email}`;
}

/** After "Revoke the link" (?revoked=2): how many links stopped working. */
function revokedNotice(count: string) {
  const n = /^\d{1,4}$/.test(count) ? Number(count) : 0;
  if (n === 0) return "There was no live link to the customer's page: nothing to revoke.";
  return `${n === 1 ? "The link" : `All ${n} links`} to the customer's page stopped working. Make a new one to send when they need it.`;
}

/** After "On our way" (?onTheWay=phone|none): whether the customer's phone was told, or the crew should call. */
function onTheWayNotice(outcome: string, minutes: number) {
  const told = outcome === "phone" ? "Sent to the customer's phone." : "The customer has not turned notifications on: call or text them.";
  return `Marked on the way, about ${minutes} minutes. ${told}`;
}
