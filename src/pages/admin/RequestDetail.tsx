import { wishText } from "../../calendar/days";
import type { PhotoView } from "../../db/attached-photos";
import type { QuoteNote, QuoteRequest, QuoteStatusChange } from "../../db/schema";
import { serviceTypeLabel } from "../../content/i18n";
import { AdminLayout, PrefersLanguageBadge, StatusBadge } from "./AdminLayout";
import { BookingPanel, type BookingFormState } from "./BookingPanel";
import { DeleteRequest } from "./DeleteRequest";
import { EstimatePanel } from "./EstimatePanel";
import { OnTheWayPanel } from "./OnTheWayPanel";
import { PaymentsPanel, type PaymentFacts } from "./PaymentsPanel";
import { CameFrom } from "./CameFrom";
import { CompletePanel, type CompletionFacts } from "./CompletePanel";
import { CustomerPagePanel, type CustomerPageFacts } from "./CustomerPagePanel";
import { formatDateTime, telHref } from "./format";
import { PhotoGrid } from "./PhotoGrid";
import { QuotePanel, type QuoteState } from "./QuotePanel";
import { SourcePage } from "./SourcePage";
import { StatusPanel } from "./StatusPanel";
import { DoneOffer, TextOffer } from "./TextOffer";
import { Timeline } from "./Timeline";
import type { TextOffer as Offer } from "../../use-cases/customer-texts-tell";
import { UrgencyMark } from "./UrgencyMark";

type Props = {
  username: string;
  request: QuoteRequest;
  history: QuoteStatusChange[];
  notes: QuoteNote[];
  /** Why the note just sent was refused, shown by its field. */
  noteError?: string;
  photos: PhotoView[];
  booking: BookingFormState;
  quote: QuoteState;
  /** Whether booking e-mails the customer (the CUSTOMER_EMAIL binding is configured). */
  emailEnabled: boolean;
  notice?: string;
  /** The one-tap text to the customer, right after a moment of the job (a quote, a booking, "On our way"), or after completing it the button that makes the receipt's. */
  offer?: Offer | "done";
  /** The instant the request's age is counted from. */
  now: Date;
  /** The customer's own page: its links, what the customer did there, and a link just made. */
  customerPage: CustomerPageFacts;
  /** "Complete the job": the record once made, its photos, and a refused post's form. */
  completion: CompletionFacts;
  /** Online payments (issue 46): each with its refunds, and a refused refund's form. */
  payments: PaymentFacts;
};

const action = "flex items-center justify-center rounded-md px-4 py-3 font-semibold";

export function RequestDetail({
  username,
  request: r,
  history,
  notes,
  noteError,
  photos,
  booking,
  quote,
  emailEnabled,
  notice,
  offer,
  now,
  customerPage,
  completion,
  payments,
}: Props) {
  // On the job's day the crew's two panels come first: on a phone the rest is a long scroll away.
  const jobDay = r.status === "scheduled" || r.status === "completed" || completion.record !== null;
  const complete = <CompletePanel request={r} quotes={quote.quotes} {...completion} online={payments.list} />;
  const onTheWay = <OnTheWayPanel request={r} />;
  const jobPhotoCount = completion.photos.before.length + completion.photos.after.length;
  return (
    <AdminLayout username={username}>
      <a href="/admin" className="text-sm font-medium text-ink-700 underline underline-offset-2">
        ← All quote requests
      </a>
      {notice && (
        <p role="status" className="mt-3 rounded-md bg-emerald-100 px-3 py-2 text-sm font-medium text-emerald-900 wrap-anywhere">
          {notice}
        </p>
      )}
      {offer === "done" ? <DoneOffer request={r} /> : offer && <TextOffer request={r} offer={offer} />}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <h1 className="min-w-0 wrap-anywhere text-2xl font-bold text-ink-900">
          {r.firstName} {r.lastName}
        </h1>
        <StatusBadge status={r.status} />
        <UrgencyMark status={r.status} createdAt={r.createdAt} now={now} />
        <PrefersLanguageBadge locale={r.locale} />
      </div>
      <p className="mt-1 text-sm text-ink-700">
        Received <time dateTime={r.createdAt.toISOString()}>{formatDateTime(r.createdAt)}</time>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:max-w-md">
        <a href={telHref(r.phone)} className={`${action} bg-brand-600 text-white hover:bg-brand-700`}>
          Call
        </a>
        <a
          href={`mailto:${r.email}?subject=${encodeURIComponent("Your free quote request")}`}
          className={`${action} bg-ink-900 text-white hover:bg-ink-800`}
        >
          Email
        </a>
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-[3fr_2fr] lg:items-start">
        <section aria-labelledby="details" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 id="details" className="text-lg font-semibold text-ink-900">
            Request
          </h2>
          <dl className="mt-3 grid grid-cols-[6.5rem_1fr] gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="font-medium text-ink-700">Phone</dt>
            <dd>
              <a href={telHref(r.phone)} className="text-brand-700 underline underline-offset-2">
                {r.phone}
              </a>
            </dd>
            <dt className="font-medium text-ink-700">Email</dt>
            <dd className="break-all">
              <a href={`mailto:${r.email}`} className="text-brand-700 underline underline-offset-2">
                {r.email}
              </a>
            </dd>
            <dt className="font-medium text-ink-700">Service</dt>
            <dd>{serviceTypeLabel(r.serviceType)}</dd>
            <dt className="font-medium text-ink-700">City or ZIP</dt>
            <dd className="wrap-anywhere">{r.cityZip || "Not given"}</dd>
            <dt className="font-medium text-ink-700">Preferred time</dt>
            <dd>{wishText(r.preferredDate, r.preferredWindow) ?? "Not given"}</dd>
            <dt className="font-medium text-ink-700">Sent from</dt>
            <dd className="break-words">{r.sourcePage ? <SourcePage path={r.sourcePage} /> : "Not recorded"}</dd>
          </dl>
          <h3 className="mt-5 text-sm font-medium text-ink-700">Project details</h3>
          <p className="mt-1 whitespace-pre-wrap wrap-anywhere text-ink-900">{r.description}</p>
          <h3 className="mt-5 text-sm font-medium text-ink-700">{photos.length ? `Photos (${photos.length})` : "Photos"}</h3>
          <PhotoGrid photos={photos} />
          <CameFrom request={r} />
        </section>
        <div className="space-y-4">
          {jobDay && onTheWay}
          {jobDay && complete}
          <EstimatePanel request={r} />
          <QuotePanel request={r} {...quote} />
          {!jobDay && onTheWay}
          <BookingPanel request={r} form={booking} emailEnabled={emailEnabled} />
          <PaymentsPanel {...payments} />
          <StatusPanel request={r} payments={payments.list} owner={payments.owner} />
          {!jobDay && complete}
          <CustomerPagePanel request={r} quotes={quote.quotes} {...customerPage} />
          <Timeline
            requestId={r.id}
            receivedAt={r.createdAt}
            history={history}
            notes={notes}
            quotes={quote.quotes}
            customer={{ name: r.firstName, events: customerPage.events }}
            error={noteError}
          />
        </div>
      </div>
      <DeleteRequest request={r} photoCount={photos.length + jobPhotoCount} />
    </AdminLayout>
  );
}
