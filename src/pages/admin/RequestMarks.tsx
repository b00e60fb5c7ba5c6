import Camera from "lucide-react/icons/camera";
import CalendarCheck from "lucide-react/icons/calendar-check";
import CalendarClock from "lucide-react/icons/calendar-clock";
import { bookingOf } from "../../calendar/booking";
import { dayLabel, windowText, wishText } from "../../calendar/days";
import type { QuoteRequest } from "../../db/schema";

const mark = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold";

// An inbox row's small facts: how many photos wait, and when the job is (booked) or is wanted.
export function RequestMarks({ request: r }: { request: QuoteRequest }) {
  const photos = r.photoUrls.length;
  const booked = bookingOf(r);
  const wish = wishText(r.preferredDate, r.preferredWindow);
  if (!photos && !booked && !wish) return null;
  return (
    <p className="mt-2 flex flex-wrap gap-1.5">
      {photos > 0 && (
        <span className={`${mark} bg-slate-100 text-ink-800 ring-1 ring-slate-300`}>
          <Camera aria-hidden="true" className="size-3.5" />
          {`${photos} ${photos === 1 ? "photo" : "photos"}`}
        </span>
      )}
      {booked ? (
        <span className={`${mark} bg-indigo-100 text-indigo-900`}>
          <CalendarCheck aria-hidden="true" className="size-3.5" />
          {`Booked: ${dayLabel(booked.date, "en", "short")}, ${windowText(booked.window)}`}
        </span>
      ) : (
        wish && (
          <span className={`${mark} bg-white text-ink-800 ring-1 ring-slate-300`}>
            <CalendarClock aria-hidden="true" className="size-3.5" />
            {`Preferred: ${wish}`}
          </span>
        )
      )}
    </p>
  );
}
