import { anyTime } from "../../lib/arrival-windows";
import type { CustomerWords } from "../../content/i18n/en/customer";
import type { Locale } from "../../content/locale";
import { phoneHref } from "../../config/business";
import type { QuoteRequest } from "../../db/schema";
import type { ChooserState } from "../../use-cases/customer/page-view";
import { anyFree, offersWindow, showsDay } from "../../use-cases/customer/windows";
import { formatCents } from "../../lib/pricing/money";
import { customerPayWords } from "../../content/i18n/customer-pay";
import { Card, primaryButton, secondaryButton } from "./parts";
import { bookingWhen } from "./status";
import { payWords } from "./pay-words";
import { WindowChooser } from "./WindowChooser";

type Props = {
  request: QuoteRequest;
  state: ChooserState;
  words: CustomerWords;
  locale: Locale;
  base: string;
  /** A deposit paid (issue 46) while the window asked for was taken: said before the choice. */
  paidCents?: number;
};

/** The window the customer asked for on the form, when it names one (not "any" time). */
export const askedWindow = (r: Pick<QuoteRequest, "preferredDate" | "preferredWindow">) =>
  r.preferredDate && r.preferredWindow && r.preferredWindow !== anyTime ? { date: r.preferredDate, window: r.preferredWindow } : null;

// Approved, not yet booked: the window asked for on the form in one tap while it is open, else
// another open one from the chooser; only when none is open in the two weeks, "we'll call you".
export function BookNowCard({ request, state, words, locale, base, paidCents }: Props) {
  const t = words.book;
  const pay = payWords(state, locale);
  const asked = askedWindow(request);
  const askedOpen = asked && offersWindow(state, asked) ? asked : null;
  const choosing = state.day || state.error;
  return (
    <Card id="book" heading={pay?.heading ?? t.heading}>
      {paidCents && state.purpose === "book" ? (
        <p className="mt-2 font-semibold text-ink-900">{customerPayWords(locale).paidTaken(formatCents(paidCents, locale))}</p>
      ) : null}
      {!anyFree(state) ? (
        <>
          <p className="mt-2 text-ink-800">{t.callUs}</p>
          <a href={phoneHref} className={`${secondaryButton} mt-3 w-full sm:w-auto`}>
            {words.call}
          </a>
        </>
      ) : askedOpen && !choosing ? (
        <form method="post" action={`${base}/${state.purpose}`} className="mt-2">
          <p className="text-ink-800">
            {pay
              ? pay.asked(bookingWhen(askedOpen.date, askedOpen.window, locale))
              : t.asked(bookingWhen(askedOpen.date, askedOpen.window, locale))}
          </p>
          {askedOpen.date === state.today && state.sameDayCents ? (
            <p className="mt-1 text-sm text-ink-700">{words.booking.sameDayFee(formatCents(state.sameDayCents, locale))}</p>
          ) : null}
          <input type="hidden" name="date" value={askedOpen.date} />
          <input type="hidden" name="window" value={askedOpen.window} />
          {state.deposit ? <input type="hidden" name="version" value={state.deposit.version} /> : null}
          <button type="submit" className={`${primaryButton} mt-3 w-full`}>
            {pay ? pay.button : t.confirm(bookingWhen(askedOpen.date, askedOpen.window, locale))}
          </button>
          {pay ? <p className="mt-2 text-sm text-ink-700">{pay.secure}</p> : null}
          <a href={`${base}?move=days#move`} className={`${secondaryButton} mt-3 w-full`}>
            {t.another}
          </a>
        </form>
      ) : (
        <>
          <p className="mt-2 text-ink-800">
            {asked && !choosing && !paidCents && showsDay(state, asked.date)
              ? t.askedTaken(bookingWhen(asked.date, asked.window, locale))
              : t.choose}
          </p>
          <WindowChooser state={state} words={words} locale={locale} base={base} />
        </>
      )}
    </Card>
  );
}
