import type { CustomerWords } from "../../content/i18n/en/customer";
import type { Locale } from "../../content/locale";
import { dayLabel } from "../../calendar/days";
import type { Quote } from "../../db/schema";
import { formatCents, formatRange } from "../../lib/pricing/money";
import { customerDateTime } from "./format";
import { customerPayWords } from "../../content/i18n/customer-pay";
import { Card, Facts, FoldedCard, primaryButton } from "./parts";

type Props = {
  quote: Quote;
  words: CustomerWords;
  locale: Locale;
  action: string;
  today: string;
  closed: boolean;
  /** Folded under its heading and amount, once the booking or the receipt leads the page. */
  folded?: boolean;
  /** Issue 46: approving asks this deposit (paid on Stripe's Checkout after choosing the window). */
  deposit?: QuoteDeposit;
  /** The next step is elsewhere on the page (the window to pay for, a payment being confirmed): no button here. */
  waiting?: boolean;
};

/** The deposit approving asks: its amount, a card hold instead of a charge, and whether an earlier attempt went unpaid. */
export type QuoteDeposit = { cents: number; hold: boolean; again: boolean };

// The quote in force: the amount or range, what it includes, until when; and Approve, while it can be.
export function QuoteCard({ quote: q, words, locale, action, today, closed, folded = false, deposit, waiting = false }: Props) {
  const t = words.quote;
  const single = q.lowCents === q.highCents;
  const amount = single ? formatCents(q.lowCents, locale) : formatRange({ low: q.lowCents, high: q.highCents }, locale);
  const expired = q.validUntil < today;
  const body = (
    <>
      <p className="mt-3 text-3xl font-extrabold tracking-tight text-ink-900">
        <span className="sr-only">{single ? t.price : t.priceRange}: </span>
        {amount}
      </p>
      <Facts
        rows={[
          [t.included, q.included],
          [t.validUntil, dayLabel(q.validUntil, locale)],
          ...(q.note ? ([[t.note, <span className="whitespace-pre-wrap">{q.note}</span>]] as [string, React.ReactNode][]) : []),
        ]}
      />
      <p className="mt-3 text-sm text-ink-700">{t.confirmedOnSite}</p>
      {q.approvedAt ? (
        <p className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-900 ring-1 ring-green-200">
          {t.approvedOn(customerDateTime(q.approvedAt, locale))}
        </p>
      ) : closed ? null : expired ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200">{t.expired}</p>
      ) : deposit ? (
        <DepositApprove deposit={deposit} version={q.version} action={action} locale={locale} waiting={waiting} />
      ) : (
        <form method="post" action={action} className="mt-4">
          <input type="hidden" name="version" value={q.version} />
          <button type="submit" className={`${primaryButton} w-full sm:w-auto`}>
            {t.approve}
          </button>
        </form>
      )}
    </>
  );
  return folded ? (
    <FoldedCard id="quote" heading={t.folded(amount)}>
      {body}
    </FoldedCard>
  ) : (
    <Card id="quote" heading={t.heading}>
      {body}
    </Card>
  );
}

/** Approve where a deposit is asked: what it is, then the button that goes on to the window and Stripe's Checkout. */
function DepositApprove({
  deposit: d,
  version,
  action,
  locale,
  waiting,
}: {
  deposit: QuoteDeposit;
  version: number;
  action: string;
  locale: Locale;
  waiting: boolean;
}) {
  const t = customerPayWords(locale);
  const amount = formatCents(d.cents, locale);
  return (
    <div className="mt-4">
      <p className="rounded-lg bg-slate-50 p-3 text-ink-800 ring-1 ring-slate-200">{d.hold ? t.holdLine(amount) : t.depositLine(amount)}</p>
      {waiting ? null : (
        <form method="post" action={action} className="mt-3">
          <input type="hidden" name="version" value={version} />
          <button type="submit" className={`${primaryButton} w-full sm:w-auto`}>
            {d.again ? t.payAgain : d.hold ? t.approveAndHold : t.approveAndPay}
          </button>
        </form>
      )}
    </div>
  );
}
