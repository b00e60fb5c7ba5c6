import type { Booking } from "../../calendar/booking";
import { dayLabel, windowText } from "../../calendar/days";
import { placeLine } from "../../calendar/place";
import type { CustomerWords } from "../../content/i18n/en/customer";
import type { Locale } from "../../content/locale";
import type { ChooserState } from "../../use-cases/customer/page-view";
import { Card, Facts, secondaryButton } from "./parts";
import { WindowChooser } from "./WindowChooser";

type Props = {
  booking: Booking;
  cityZip: string;
  words: CustomerWords;
  locale: Locale;
  base: string;
  move?: ChooserState;
  canMove: boolean;
};

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
      {move && canMove ? <WindowChooser state={move} words={words} locale={locale} base={base} current={booking} /> : null}
      <h3 className="mt-5 font-semibold text-ink-900">{t.prepareHeading}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-800">
        {t.prepare.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Card>
  );
}
