import type { ReactNode } from "react";
import { bookingOf } from "../../calendar/booking";
import { business, phoneHref } from "../../config/business";
import { catalogue } from "../../content/i18n";
import type { Locale } from "../../content/locale";
import type { CustomerPageData } from "../../db/customer-page";
import { anyFree } from "../../use-cases/customer/windows";
import type { ChooserState } from "../../use-cases/customer/page-view";
import { BookingCard } from "./BookingCard";
import { BookNowCard } from "./BookNowCard";
import { QuestionCard } from "./QuestionCard";
import { QuoteCard, type QuoteDeposit } from "./QuoteCard";
import { customerPayWords } from "../../content/i18n/customer-pay";
import { ReceiptCard } from "./ReceiptCard";
import type { ReceiptMoney } from "../../use-cases/payments/balance";
import { RequestCard } from "./RequestCard";
import { ReviewCard } from "./ReviewCard";
import { customerStatus, type StatusTone } from "./status";
import { customerTimeline } from "./timeline";
import { TimelineCard } from "./TimelineCard";

export type CustomerPageProps = {
  data: CustomerPageData;
  locale: Locale;
  /** The page's own path, /my/<token>: every form and file of the page hangs below it. */
  base: string;
  today: string;
  now: Date;
  /** What the last action did, said once at the top. */
  notice?: string;
  errors?: { question?: string; photos?: string; message?: string };
  questionValue?: string;
  /** The private message as sent, when it came back refused (too long). */
  messageValue?: string;
  /** The windows chooser: to book the approved job, or to move the booking when asked. */
  move?: ChooserState;
  /** "Notify me on this phone" (src/components/customer/NotifyCard.tsx), when push is configured. */
  notify?: ReactNode;
  /** Issue 46: the deposit approving asks and where the customer's payment stands (none without a rule and Stripe). */
  payment?: PagePayment;
};

export type PagePayment = {
  notice?: string;
  /** Back from Stripe's Checkout before its webhook confirmed the payment. */
  confirming: boolean;
  offer?: QuoteDeposit;
  /** A deposit Stripe confirmed: said above the chooser when the window asked for was taken meanwhile. */
  paidCents?: number;
  /** The receipt's online payments and balance (issue 46, part B). */
  receipt?: ReceiptMoney | null;
};

const toneClass: Record<StatusTone, string> = {
  waiting: "bg-slate-900 text-white",
  action: "bg-brand-700 text-white",
  booked: "bg-green-800 text-white",
  moving: "bg-amber-300 text-ink-900",
  done: "bg-green-800 text-white",
  closed: "bg-slate-200 text-ink-900",
};

// On paper, a completed job's page is its receipt alone: no header, footer or other card.
const receiptOnPaper = {
  page: "print:min-h-0 print:bg-white",
  hidden: "print:hidden",
  main: "print:max-w-none print:p-0 print:[&>:not([aria-labelledby=receipt])]:hidden",
};

// The customer's own page: phone first, one column, the status on top, then the card of where the job
// stands (receipt, booking, booking the approved job, quote), notifications and what else they can do.
export function CustomerPage({
  data,
  locale,
  base,
  today,
  now,
  notice,
  errors = {},
  questionValue,
  messageValue,
  move,
  notify,
  payment,
}: CustomerPageProps) {
  const words = catalogue(locale).customer;
  const r = data.request;
  // The chooser books the approved job (src/use-cases/customer/page-view.ts), or moves the booking.
  const bookNow = move?.purpose === "book" || move?.purpose === "pay" ? move : undefined;
  const status = payment?.confirming
    ? { tone: "waiting" as StatusTone, text: customerPayWords(locale).statusConfirming }
    : customerStatus(data, words, locale, now, bookNow ? anyFree(bookNow) : false);
  const booking = bookingOf(r);
  const closed = r.status === "completed" || r.status === "declined";
  // The receipt and the review ask come with the crew's record of the job, not with the status alone.
  const completion = r.status === "completed" ? data.completion : null;
  // Once a booking or a receipt leads, the quote is folded away under its amount.
  const quoteFolded = r.status === "scheduled" || r.status === "completed";
  const paper = completion ? receiptOnPaper : { page: "", hidden: "", main: "" };
  const home = locale === "en" ? "/" : `/${locale}`;
  return (
    <div className={`min-h-screen bg-slate-100 ${paper.page}`}>
      <header className={`border-b border-slate-200 bg-white ${paper.hidden}`}>
        <div className="mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 py-3">
          <a
            href={home}
            className="min-w-0 rounded leading-tight font-bold text-ink-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {business.name}
          </a>
          <a
            href={phoneHref}
            className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
          >
            {words.call}
          </a>
        </div>
      </header>
      <main className={`mx-auto max-w-2xl space-y-4 px-4 py-5 ${paper.main}`}>
        <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 wrap-anywhere">{words.greeting(r.firstName)}</h1>
        <p className={`rounded-2xl px-5 py-4 text-lg font-bold ${toneClass[status.tone]}`}>{status.text}</p>
        {notice ? (
          <p
            id="notice"
            role="status"
            className="scroll-mt-4 rounded-xl bg-green-50 p-4 font-semibold text-green-900 ring-1 ring-green-200"
          >
            {notice}
          </p>
        ) : null}
        {/* Where the job stands leads: the receipt and the review ask, the booking, booking the approved job, the quote. */}
        {completion ? (
          <>
            <ReceiptCard
              request={r}
              completion={completion}
              photos={data.jobPhotos}
              words={words}
              locale={locale}
              base={base}
              money={payment?.receipt}
            />
            <ReviewCard words={words} base={base} error={errors.message} value={messageValue} />
          </>
        ) : null}
        {booking && r.status === "scheduled" ? (
          // While the crew is on the way, another time is a phone call, not a form.
          <BookingCard
            booking={booking}
            cityZip={r.cityZip}
            words={words}
            locale={locale}
            base={base}
            move={move}
            canMove={status.tone !== "moving"}
          />
        ) : null}
        {bookNow ? (
          <BookNowCard request={r} state={bookNow} words={words} locale={locale} base={base} paidCents={payment?.paidCents} />
        ) : null}
        {data.quote && !quoteFolded ? (
          <QuoteCard
            quote={data.quote}
            words={words}
            locale={locale}
            action={`${base}/approve`}
            today={today}
            closed={closed}
            deposit={payment?.offer}
            // The window step (or a payment being confirmed) is the next thing to do: no second Approve beside it.
            waiting={bookNow?.purpose === "pay" || payment?.confirming}
          />
        ) : null}
        {closed ? null : notify}
        {closed ? null : <QuestionCard words={words} action={`${base}/question`} error={errors.question} value={questionValue} />}
        {data.quote && quoteFolded ? (
          // Once booked, the booking is the agreement: no Approve button beside it.
          <QuoteCard quote={data.quote} words={words} locale={locale} action={`${base}/approve`} today={today} closed folded />
        ) : null}
        <RequestCard request={r} photos={data.photos} words={words} locale={locale} base={base} photoError={errors.photos} open={!closed} />
        <TimelineCard entries={customerTimeline(data, words, locale)} words={words} locale={locale} />
      </main>
      <footer className={`mx-auto max-w-2xl px-4 pb-8 text-sm text-ink-700 ${paper.hidden}`}>
        <p>{words.footer}</p>
        <p className="mt-2">
          {business.name} ·{" "}
          <a href={phoneHref} className="underline underline-offset-2">
            {business.phone}
          </a>{" "}
          · TxDMV {business.licences.txdmv} · USDOT {business.licences.usdot}
        </p>
      </footer>
    </div>
  );
}
