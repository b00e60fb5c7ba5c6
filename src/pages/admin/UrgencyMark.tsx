import AlarmClock from "lucide-react/icons/alarm-clock";
import Clock from "lucide-react/icons/clock";
import { urgencyOf } from "../../lib/reply-promise";
import { day, hour, minute } from "../../config/time";

/** A pending request's age as the owner counts it: "40 min", "21 h", then days ("3 d") once the hours stop meaning much. */
export function ageText(createdAt: Date, now: Date) {
  const ms = Math.max(0, now.getTime() - createdAt.getTime());
  if (ms < hour) return `${Math.floor(ms / minute)} min`;
  if (ms < 48 * hour) return `${Math.floor(ms / hour)} h`;
  return `${Math.floor(ms / day)} d`;
}

const mark = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold";

// The 24-hour promise on a pending request: how long it has waited and, past 20 h, a mark in words
// (colour alone says nothing to a screen reader or in sunlight). Answered requests show neither.
export function UrgencyMark({ status, createdAt, now }: { status: string; createdAt: Date; now: Date }) {
  if (status !== "pending") return null;
  const urgency = urgencyOf(status, createdAt, now);
  const age = ageText(createdAt, now);
  if (urgency === "overdue")
    return (
      <span className={`${mark} bg-red-700 text-white`}>
        <AlarmClock aria-hidden="true" className="size-3.5" />
        {`Overdue · waiting ${age}`}
      </span>
    );
  if (urgency === "due-soon")
    return (
      <span className={`${mark} bg-amber-100 text-amber-950 ring-1 ring-amber-400`}>
        <Clock aria-hidden="true" className="size-3.5" />
        {`Due soon · waiting ${age}`}
      </span>
    );
  return (
    <span className={`${mark} bg-white text-ink-700 ring-1 ring-slate-300`}>
      <Clock aria-hidden="true" className="size-3.5" />
      {`Waiting ${age}`}
    </span>
  );
}
