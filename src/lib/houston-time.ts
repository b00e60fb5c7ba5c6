import { business } from "../config/business";
import { day } from "../config/time";

// Days and hours on Houston's clock (America/Chicago, daylight saving included), whatever zone the
// server or the visitor's phone runs in: "today", a preferred day and a booked window all mean the
// business's calendar. Dates travel as "YYYY-MM-DD" text: no time of day, no zone to misread.

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: business.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** Houston's calendar and clock at an instant: year, month, day, hour (0-23), minute, second. */
export function wallParts(at: Date) {
  const p = Object.fromEntries(wallClock.formatToParts(at).map((x) => [x.type, x.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const dateText = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Today's date in Houston, e.g. "2026-11-23". */
export function houstonDate(now: Date = new Date()) {
  const p = wallParts(now);
  return dateText(p.year, p.month, p.day);
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day of the calendar written "YYYY-MM-DD" (no 2026-02-30). */
export function isCalendarDate(value: string) {
  const m = datePattern.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** The date `days` after (or before) a "YYYY-MM-DD" date. */
export function addDays(date: string, days: number) {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return dateText(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Whole days from one date to another (positive when `to` is later). */
export function daysBetween(from: string, to: string) {
  const utc = (date: string) => {
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / day);
}

/** The instant Houston's clocks show `hour`:00 on `date`: an arrival window's start or end, for calendars. */
export function houstonTime(date: string, hour: number) {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const asIfUtc = Date.UTC(year, month - 1, day, hour);
  // The zone's offset at a guess, then at the corrected instant: right on both sides of a change.
  const offsetAt = (instant: number) => {
    const p = wallParts(new Date(instant));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - instant;
  };
  const first = asIfUtc - offsetAt(asIfUtc);
  return new Date(asIfUtc - offsetAt(first));
}

/**
 * A clock time as Intl wrote it ("7:20 p.m.", "7:20\u202fPM"), with the half of the day written the
 * language's one way (its catalogue's ui.form.windows): Spanish "7:20\u00a0p.\u00a0m.", so the
 * page shows one form whatever the runtime's ICU chose, and it never breaks across two lines.
 */
export function withDayHalf(text: string, style: { am: string; pm: string; space: string }) {
  return text.replace(
    /(\d)[\s\u00a0\u202f]*([ap])\.?[\s\u00a0\u202f]*m\.?(?![a-z])/gi,
    (_, digit: string, half: string) => `${digit}${style.space}${half.toLowerCase() === "a" ? style.am : style.pm}`,
  );
}
