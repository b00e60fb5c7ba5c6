import { houstonTime } from "../lib/houston-time";
import type { Week } from "./weeks";

// The calendar months a run of weeks touches, on Houston's clock, for counts the owner reads by
// month (the review asks). The first and last months are cut to the weeks: a month begun before
// the range counts from the range's first Monday, the current month up to now.

export type Month = {
  /** Its first day, "YYYY-MM-01". */
  start: string;
  /** The instants its counting begins and ends: the month's bounds, cut to the weeks. */
  from: Date;
  to: Date;
};

const firstOf = (date: string) => `${date.slice(0, 7)}-01`;
function nextMonth(first: string) {
  const [year, month] = first.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

/** The months from the first week's Monday to the last week's Sunday, oldest first. */
export function monthsOf(weeks: Week[]): Month[] {
  const from = weeks[0]!.from;
  const to = weeks.at(-1)!.to;
  const months: Month[] = [];
  for (let start = firstOf(weeks[0]!.start); start <= weeks.at(-1)!.end; start = nextMonth(start)) {
    const begins = houstonTime(start, 0);
    const ends = houstonTime(nextMonth(start), 0);
    months.push({ start, from: begins < from ? from : begins, to: ends > to ? to : ends });
  }
  return months;
}
