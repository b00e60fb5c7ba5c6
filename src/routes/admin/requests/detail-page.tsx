import type { Context } from "hono";
import type { AdminEnv } from "../../../auth/admin-env";
import { linkSummaries } from "../../../auth/customer-links";
import { getDb } from "../../../db";
import { photoView } from "../../../db/attached-photos";
import { customerEventsOf } from "../../../db/customer-events";
import { completionOf, jobPhotosOf } from "../../../db/job-completions";
import { photosOfRequest } from "../../../db/quote-photos";
import { getQuoteRequest, markOpened } from "../../../db/quote-requests";
import { quotesOf } from "../../../db/quotes";
import { estimateBooks } from "../../../db/estimate-books";
import { paymentsOf, refundsOf } from "../../../db/payments";
import type { RefundFormState } from "../../../pages/admin/PaymentsPanel";
import { pricesInForce } from "../../../db/price-book";
import { houstonDate } from "../../../lib/houston-time";
import type { CompletionFormState } from "../../../pages/admin/CompletePanel";
import type { BookingFormState } from "../../../pages/admin/BookingPanel";
import type { IssuedLink } from "../../../pages/admin/CustomerPagePanel";
import { RequestDetail } from "../../../pages/admin/RequestDetail";
import type { QuoteState } from "../../../pages/admin/QuotePanel";
import { EstimateBookContext } from "../../../pages/admin/EstimatePanel";
import { OnTheWayFormContext, type OnTheWayFormState } from "../../../pages/admin/OnTheWayPanel";
import { backgroundOf } from "../../../trace/background";
import { customerEmailOn } from "../../../use-cases/booking-email";
import type { TextOffer } from "../../../use-cases/customer-texts-tell";
import { detailNotice, momentOffer } from "./notices";

// A request's detail screen: read after every redirect back to it (whose query asks for its
// notice, ./notices.ts), and re-rendered with a form's values and reasons when the form is refused.

type Options = {
  /** What to say at the top, instead of the notice the query asks for. */
  notice?: string;
  booking?: Omit<BookingFormState, "today">;
  noteError?: string;
  /** A refused quote: what was typed and each field's reason; a saved one: the fresh link its text carries. */
  quote?: Pick<QuoteState, "values" | "errors" | "pageUrl">;
  /** The one-tap text to the customer the action just made (its link is shown only here). */
  offer?: TextOffer;
  /** A link to the customer's page made by this very request: the only time it can be shown. */
  issued?: IssuedLink;
  /** A refused "On our way": what was sent and why. */
  onTheWay?: OnTheWayFormState;
  /** A refused "Complete the job": what was typed, each field's reason, and the post's own. */
  completion?: CompletionFormState;
  /** A refused refund: which payment, what was typed, and why. */
  refund?: RefundFormState;
  status?: DetailStatus;
};

/** 409: the request's state refuses the action; 413/415: a photo too large or not a photo; 503: the bucket or database failed, nothing saved. */
export type DetailStatus = 200 | 400 | 404 | 409 | 413 | 415 | 502 | 503;

export async function renderDetail(
  c: Context<AdminEnv>,
  id: string,
  { notice, booking, noteError, quote, issued, offer, onTheWay = {}, completion: completionForm = {}, refund, status = 200 }: Options = {},
) {
  const db = getDb(c.env);
  const found = await getQuoteRequest(db, id);
  if (!found) return c.notFound();
  // Opened by a member: no longer "NEW" in anyone's inbox (one write, the first time only).
  if (!found.request.openedAt) await markOpened(db, id, new Date());
  const [photos, books, quotes, { prices }, links, events, completion, payments] = await Promise.all([
    photosOfRequest(db, found.request.photoUrls).then((list) => list.map(photoView)),
    estimateBooks(db, [found.request]),
    quotesOf(db, id),
    pricesInForce(db, backgroundOf(c)),
    linkSummaries(db, [id]),
    customerEventsOf(db, id),
    completionOf(db, id),
    paymentsOf(db, id),
  ]);
  const refunds = await refundsOf(
    db,
    payments.map((p) => p.id),
  );
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
          emailEnabled={customerEmailOn(c.env)}
          notice={notice ?? detailNotice(c.req.query(), { request: found.request, quotes, completion, payments })}
          offer={offer ?? momentOffer(c.req.query(), found.request, issued)}
          now={new Date()}
          noteError={noteError}
          quote={{ quotes, prices, today: houstonDate(), ...quote }}
          customerPage={{ links: links.get(id) ?? null, events, issued, completion }}
          completion={{
            record: completion,
            photos: { before: jobPhotos.before.map(photoView), after: jobPhotos.after.map(photoView) },
            form: completionForm,
          }}
          payments={{ list: payments, refunds, form: refund, owner: c.get("member").role === "owner" }}
        />
      </OnTheWayFormContext>
    </EstimateBookContext>,
    { title: `Quote request: ${firstName} ${lastName}`, noindex: true },
  );
}
