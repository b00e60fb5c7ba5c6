import { dayLabel } from "../../calendar/days";
import { PhotoGrid } from "../../components/PhotoGrid";
import { business, phoneHref } from "../../config/business";
import { catalogue, serviceTypeLabel } from "../../content/i18n";
import type { CustomerWords } from "../../content/i18n/en/customer";
import type { Locale } from "../../content/locale";
import type { JobCompletion, QuotePhoto, QuoteRequest } from "../../db/schema";
import { anyDonated, destinations, hasDisposal, type Disposal, type PhotoPhase } from "../../lib/completion";
import { houstonDate } from "../../lib/houston-time";
import { formatPaidCents } from "../../lib/pricing/money";
import type { ReceiptMoney } from "../../use-cases/payments/balance";
import { Card, Facts, gridPhotos, secondaryButton } from "./parts";
import { moneyRows, PayBalance } from "./receipt-money";

type Props = {
  request: QuoteRequest;
  completion: JobCompletion;
  photos: { before: QuotePhoto[]; after: QuotePhoto[] };
  words: CustomerWords;
  locale: Locale;
  base: string;
  /** Issue 46: what was paid online and the balance (none when nothing was paid online). */
  money?: ReceiptMoney | null;
};

/** "3F2A9C1B": short enough to read out on the phone or write on a tax form, and the request's own. */
export const receiptNumber = (requestId: string) => requestId.replace(/-/g, "").slice(0, 8).toUpperCase();

// The completed job's receipt: who did it (with the licences), when, what, for how much and how it
// was paid, the before and after photos (through the token), and where the load went. Printing the
// page prints this card alone (the page's print: variants; src/client/customer-push.ts shows the
// Print button, which needs JavaScript; the browser's own Print does the same without it).
export function ReceiptCard({ request: r, completion: c, photos, words, locale, base, money }: Props) {
  const t = words.receipt;
  const payments = catalogue(locale).ui.payments;
  return (
    <Card
      id="receipt"
      heading={t.heading}
      className="print:rounded-none print:p-0 print:text-sm print:shadow-none print:ring-0 print:[&_dl]:gap-y-1 print:[&_dl]:text-sm"
    >
      <div className="mt-3 text-base text-ink-900">
        <p className="font-bold">{business.name}</p>
        <p>
          <a href={phoneHref} className="underline underline-offset-2">
            {business.phone}
          </a>
          {` · ${business.email}`}
        </p>
        <p className="text-sm text-ink-700">{`${t.licences}: TxDMV ${business.licences.txdmv} · USDOT ${business.licences.usdot}`}</p>
      </div>
      <Facts
        rows={[
          [t.number, <span className="font-mono">{receiptNumber(r.id)}</span>],
          [t.customer, `${r.firstName} ${r.lastName}`],
          [t.date, dayLabel(houstonDate(c.completedAt), locale, "long")],
          [t.service, serviceTypeLabel(r.serviceType, locale)],
          ...(c.workDone.trim()
            ? ([[t.workDone, <span className="whitespace-pre-wrap">{c.workDone.trim()}</span>]] as [string, React.ReactNode][])
            : []),
          ...(money
            ? moneyRows(money, [t.paidBy, payments[c.paymentMethod]], locale)
            : ([
                [t.paidBy, payments[c.paymentMethod]],
                [
                  t.amount,
                  <span className="text-2xl leading-5 font-extrabold tracking-tight">{formatPaidCents(c.finalCents, locale)}</span>,
                ],
              ] as [string, React.ReactNode][])),
        ]}
      />
      {money?.canPay ? <PayBalance money={money} locale={locale} action={`${base}/pay-balance`} /> : null}
      {photos.before.length || photos.after.length ? (
        <>
          <h3 className="mt-4 font-semibold text-ink-900 print:mt-3">{t.photos}</h3>
          {/* On paper, before and after side by side, small: the receipt stays on one page. */}
          {/* Printed, the before photos beside the after ones, two to a row each: a quarter of the page's
              width per photo (a twelfth before), big enough to see what was done, the receipt still on one page. */}
          <div data-receipt-photos="" className="print:grid print:grid-cols-2 print:gap-3">
            <PhotoRow phase="before" photos={photos.before} words={words} base={base} />
            <PhotoRow phase="after" photos={photos.after} words={words} base={base} />
          </div>
        </>
      ) : null}
      {hasDisposal(c.disposal) ? <Load disposal={c.disposal} words={words} /> : null}
      <p className="mt-4 text-sm text-ink-700 print:mt-3">{t.thanks}</p>
      <button type="button" data-print hidden className={`${secondaryButton} mt-4 w-full sm:w-auto print:hidden`}>
        {t.print}
      </button>
    </Card>
  );
}

function PhotoRow({ phase, photos, words, base }: { phase: PhotoPhase; photos: QuotePhoto[]; words: CustomerWords; base: string }) {
  if (!photos.length) return null;
  const t = words.receipt;
  return (
    <figure className="mt-2 break-inside-avoid">
      <figcaption className="text-sm font-medium text-ink-700">{phase === "before" ? t.before : t.after}</figcaption>
      <PhotoGrid
        photos={gridPhotos(photos, `${base}/job-photos`)}
        alt={(n) => t.photoAlt(phase, n)}
        look="customer"
        className="mt-1 grid grid-cols-3 gap-2 print:grid-cols-2 print:gap-2"
      />
    </figure>
  );
}

/** Where the load went: the shares on one line, then each destination's place and items. */
function Load({ disposal: d, words }: { disposal: Disposal; words: CustomerWords }) {
  const t = words.receipt;
  const shares = d.shares;
  const shareLine = shares
    ? destinations
        .filter((k) => shares[k] > 0)
        .map((k) => t.share(t.destinations[k], shares[k]))
        .join(" · ")
    : "";
  const places = destinations.flatMap((k) => {
    const items = (d.items ?? []).filter((i) => i.went === k).map((i) => i.name);
    const place = d.places?.[k];
    return items.length || place ? [{ k, items, place }] : [];
  });
  return (
    <div className="mt-4 break-inside-avoid print:mt-3">
      <h3 className="font-semibold text-ink-900">{t.load}</h3>
      {shareLine ? <p className="mt-1 text-ink-900">{shareLine}</p> : null}
      {places.length ? (
        <ul className="mt-1 space-y-1 text-ink-900 print:space-y-0 print:text-xs">
          {places.map(({ k, items, place }) => (
            <li key={k} className="wrap-anywhere">
              <span className="font-medium">{t.destinations[k]}</span>
              {place ? ` · ${place}` : ""}
              {items.length ? <span className="text-ink-700">{`: ${items.join(", ")}`}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {anyDonated(d) ? <p className="mt-2 text-sm text-ink-700">{t.taxNote}</p> : null}
    </div>
  );
}
