import { addDays, houstonDate, houstonTime } from "../lib/houston-time";

// The owner's weeks: Monday 00:00 to the next Monday 00:00 on Houston's clock. A week with a
// daylight-saving change is 167 or 169 hours long, so boundaries are found as Houston midnights
// (houstonTime), never by adding 7 x 24 hours to an instant.

export type Week = {
  /** Its Monday, "YYYY-MM-DD". */
  start: string;
  /** Its Sunday, "YYYY-MM-DD". */
  end: string;
  /** The instants Houston's clocks show Monday 00:00 and the next Monday 00:00. */
  from: Date;
  to: Date;
};

export const weekRanges = [4, 12, 52] as const;
export type WeekRange = (typeof weekRanges)[number];
export const defaultWeekRange: WeekRange = 12;

/** ?weeks=4|12|52; anything else is the default. */
export const weekRangeOf = (value: string | undefined): WeekRange => weekRanges.find((w) => String(w) === value) ?? defaultWeekRange;

/** The Monday of the week a "YYYY-MM-DD" day belongs to. */
export function mondayOf(date: string) {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export function weekOf(monday: string): Week {
  const next = addDays(monday, 7);
  return { start: monday, end: addDays(monday, 6), from: houstonTime(monday, 0), to: houstonTime(next, 0) };
}

/** The last `count` weeks, oldest first, the last being the week `now` is in (so far). */
export function recentWeeks(count: number, now = new Date()): Week[] {
  const thisMonday = mondayOf(houstonDate(now));
  return Array.from({ length: count }, (_, i) => weekOf(addDays(thisMonday, 7 * (i - count + 1))));
}
