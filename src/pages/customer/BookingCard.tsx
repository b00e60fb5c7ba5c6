import type { Booking } from "../../calendar/booking";
import { dayLabel, windowText } from "../../calendar/days";
import { placeLine } from "../../calendar/place";
import type { CustomerWords } from "../../content/i18n/en/customer";
import type { Locale } from "../../content/locale";
import type { OpenDay } from "../../db/window-capacity";
import { Card, errorText, Facts, primaryButton, secondaryButton } from "./parts";

/** The move chooser, when the customer asked for it (?move=days, or ?move=<day> for that day's windows). */
export type MoveState = { days: OpenDay[]; day?: string; error?: string };

type Props = { booking: Booking; cityZip: string; words: CustomerWords; locale: Locale; base: string; move?: MoveState; canMove: boolean };

// The booked day and window, the calendar file, what to prepare, and "I need another time": the
// open windows of the next two weeks, a day at a time (links, then one form: it all works without JavaScript).
export function BookingCard({ booking, cityZip, words, locale, base, move, canMove }: Props) {
  const t = words.booking;
  const place = placeLine(cityZip);
  return (
    <Card id="booking" heading={t.heading}>
      <Facts
        rows={[
          [t.day, dayLabel(booking.date, locale)],
          [t.window, windowText(booking.window, locale)],
          ...(place ? ([[t.place, place]] as [string, string][]) : []),
        ]}
      />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <a href={`${base}/calendar.ics`} className={secondaryButton}>
          {t.addToCalendar}
        </a>
        {move || !canMove ? null : (
          <a href={`${base}?move=days#move`} className={secondaryButton}>
            {t.another}
          </a>
        )}
      </div>
      {move && canMove ? <MoveChooser move={move} words={words} locale={locale} base={base} current={booking} /> : null}
      <h3 className="mt-5 font-semibold text-ink-900">{t.prepareHeading}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-800">
        {t.prepare.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Card>
  );
}

function MoveChooser({
  move,
  words,
  locale,
  base,
  current,
}: {
  move: MoveState;
  words: CustomerWords;
  locale: Locale;
  base: string;
  current: Booking;
}) {
  const t = words.booking;
  const chosen = move.day ? move.days.find((d) => d.date === move.day) : undefined;
  const anyOpen = move.days.some((d) => d.windows.length);
  return (
    <div id="move" className="mt-5 scroll-mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      {move.error ? (
        <p role="alert" tabIndex={-1} autoFocus className={`${errorText} mt-0 mb-3 focus:outline-none`}>
          {move.error}
        </p>
      ) : null}
      {chosen ? (
        <form method="post" action={`${base}/move`}>
          <input type="hidden" name="date" value={chosen.date} />
          <fieldset>
            <legend className="font-semibold text-ink-900">{t.pickWindow(dayLabel(chosen.date, locale))}</legend>
            <div className="mt-3 grid grid-cols-2 gap-2">
              {chosen.windows.map((w, i) => (
                <label
                  key={w.window}
                  className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
                >
                  <input
                    type="radio"
                    name="window"
                    value={w.window}
                    required
                    defaultChecked={i === 0}
                    className="size-4 accent-brand-600"
                  />
                  <span className="font-medium text-ink-900">{windowText(w.window, locale)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {chosen.windows.length ? (
            <button type="submit" className={`${primaryButton} mt-4 w-full`}>
              {t.move}
            </button>
          ) : (
            <p className="mt-3 text-ink-800">{t.noOpenTimes}</p>
          )}
          <a
            href={`${base}?move=days#move`}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            {t.back}
          </a>
        </form>
      ) : (
        <>
          <h3 className="font-semibold text-ink-900">{t.pickDay}</h3>
          {anyOpen ? (
            <ul className="mt-3 grid gap-2">
              {move.days.map((d) =>
                d.windows.length ? (
                  <li key={d.date}>
                    <a
                      href={`${base}?move=${d.date}#move`}
                      className="flex min-h-12 items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2 hover:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                    >
                      <span className="font-medium text-ink-900">{dayLabel(d.date, locale, "short")}</span>
                      <span className="text-sm text-ink-700">{t.openTimes(d.windows.length)}</span>
                    </a>
                  </li>
                ) : null,
              )}
            </ul>
          ) : (
            <p className="mt-2 text-ink-800">{t.noOpenTimes}</p>
          )}
        </>
      )}
      <a
        href={`${base}#booking`}
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-ink-700 underline underline-offset-2"
      >
        {t.keepCurrent} ({dayLabel(current.date, locale, "short")}, {windowText(current.window, locale)})
      </a>
    </div>
  );
}
