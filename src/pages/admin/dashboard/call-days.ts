import type { DayRow } from "../../../db/dashboard";
import { addDays } from "../../../lib/houston-time";
import { unusualDays } from "./unusual-days";

export type CallDay = { day: string; taps: number; unusual: boolean };
/** The range's days so far with their call taps; `usual` and `limit` as unusualDays worked them out. */
export type CallDays = { days: CallDay[]; usual: number; limit: number };

/** Every day from `first` to `last` ("YYYY-MM-DD", both in), a day without a row having none. */
export function callDays(rows: DayRow[], first: string, last: string): CallDays {
  const tapsOn = new Map(rows.map((r) => [r.day, r.n]));
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  const taps = days.map((day) => tapsOn.get(day) ?? 0);
  const { usual, limit, unusual } = unusualDays(taps);
  return { usual, limit, days: days.map((day, i) => ({ day, taps: taps[i]!, unusual: unusual[i]! })) };
}
