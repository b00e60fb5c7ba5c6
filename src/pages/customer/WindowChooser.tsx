import type { Booking } from "../../calendar/booking";
import { dayLabel, windowText } from "../../calendar/days";
import type { CustomerWords } from "../../content/i18n/en/customer";
import type { Locale } from "../../content/locale";
import { formatCents } from "../../lib/pricing/money";
import type { ChooserState } from "../../use-cases/customer/page-view";
import { payWords } from "./pay-words";
import { errorText, primaryButton } from "./parts";

type Props = { state: ChooserState; words: CustomerWords; locale: Locale; base: string; current?: Booking };

const linkClass = "mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2";

// The windows of the next two weeks, a day at a time (links, then one form: it all works without
// JavaScript), to book an approved job or move a booking. Nothing is chosen for the customer: a full
// window is shown as "Full" and cannot be chosen; today's windows say the same-day fee.
export function WindowChooser({ state, words, locale, base, current }: Props) {
  const t = words.booking;
  const chosen = state.day ? state.days.find((d) => d.date === state.day) : undefined;
  return (
    <div id="move" className="mt-4 scroll-mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      {state.error ? (
        <p role="alert" tabIndex={-1} autoFocus className={`${errorText} mt-0 mb-3 focus:outline-none`}>
          {state.error}
        </p>
      ) : null}
      {chosen ? (
        <Windows state={state} day={chosen} words={words} locale={locale} base={base} />
      ) : (
        <Days state={state} words={words} locale={locale} base={base} />
      )}
      {current ? (
        <a
          href={`${base}#booking`}
          className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-ink-700 underline underline-offset-2"
        >
          {t.keepCurrent} ({dayLabel(current.date, locale, "short")}, {windowText(current.window, locale)})
        </a>
      ) : null}
    </div>
  );
}

/** The same-day fee's line, on today's choices when the price book has one. */
const sameDayLine = (state: ChooserState, date: string, words: CustomerWords, locale: Locale) =>
  date === state.today && state.sameDayCents ? words.booking.sameDayFee(formatCents(state.sameDayCents, locale)) : null;

function Windows({ state, day, words, locale, base }: Omit<Props, "current"> & { day: ChooserState["days"][number] }) {
  const t = words.booking;
  const fee = sameDayLine(state, day.date, words, locale);
  const anyFree = day.windows.some((w) => w.free > 0);
  const pay = payWords(state, locale);
  return (
    <form method="post" action={`${base}/${state.purpose}`}>
      <input type="hidden" name="date" value={day.date} />
      {state.deposit ? <input type="hidden" name="version" value={state.deposit.version} /> : null}
      <fieldset>
        <legend className="font-semibold text-ink-900">{t.pickWindow(dayLabel(day.date, locale))}</legend>
        {fee ? <p className="mt-1 text-sm font-medium text-ink-800">{fee}</p> : null}
        <div className="mt-3 grid grid-cols-2 gap-2">
          {day.windows.map((w) =>
            w.free > 0 ? (
              <label
                key={w.window}
                className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
              >
                <input type="radio" name="window" value={w.window} required className="size-4 accent-brand-600" />
                <span className="font-medium text-ink-900">{windowText(w.window, locale)}</span>
              </label>
            ) : (
              // Shown so the customer sees the day as it is; no value: nothing to send.
              <label
                key={w.window}
                className="flex min-h-12 items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-100 px-3 py-2"
              >
                <input type="radio" disabled className="size-4" />
                <span className="text-ink-700">
                  <span className="line-through">{windowText(w.window, locale)}</span> · {t.fullWindow}
                </span>
              </label>
            ),
          )}
        </div>
      </fieldset>
      {anyFree ? (
        <button type="submit" className={`${primaryButton} mt-4 w-full`}>
          {pay?.button ?? (state.purpose === "book" ? words.book.button : t.move)}
        </button>
      ) : null}
      <a href={`${base}?move=days#move`} className={linkClass}>
        {t.back}
      </a>
    </form>
  );
}

function Days({ state, words, locale, base }: Omit<Props, "current">) {
  const t = words.booking;
  const days = state.days.filter((d) => d.windows.length);
  const anyFree = days.some((d) => d.windows.some((w) => w.free > 0));
  return (
    <>
      <h3 className="font-semibold text-ink-900">{t.pickDay}</h3>
      {state.sameDayCents === null ? <p className="mt-1 text-sm text-ink-700">{t.todayByPhone}</p> : null}
      {anyFree ? (
        <ul className="mt-3 grid gap-2">
          {days.map((d) => {
            const free = d.windows.filter((w) => w.free > 0).length;
            const fee = free ? sameDayLine(state, d.date, words, locale) : null;
            return (
              <li key={d.date}>
                <a
                  href={`${base}?move=${d.date}#move`}
                  className="flex min-h-12 items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2 hover:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                >
                  <span className="font-medium text-ink-900">{dayLabel(d.date, locale, "short")}</span>
                  <span className="text-right text-sm text-ink-700">{free ? t.openTimes(free) : t.dayFull}</span>
                </a>
                {fee ? <p className="mt-1 px-1 text-sm text-ink-700">{fee}</p> : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-2 text-ink-800">{t.noOpenTimes}</p>
      )}
    </>
  );
}
