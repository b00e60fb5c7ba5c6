import type { Week } from "../../../calendar/weeks";
import type { ResponseFilter } from "../../../db/response-time";
import { inboxHref } from "../inbox-links";
import { hour } from "../../../config/time";

// Words and links for the dashboard: weeks as the owner says them, durations, the inbox behind a figure.

const monthDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
const withYear = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Nov 2": a week by its Monday. */
export const weekLabel = (week: Week) => monthDay.format(noon(week.start));
const weekdayMonthDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" });
/** "Mon, Nov 2": a day in a table or a sentence. */
export const dayLabel = (day: string) => weekdayMonthDay.format(noon(day));
/** "Nov 2": a day under a column. */
export const shortDayLabel = (day: string) => monthDay.format(noon(day));
const monthYear = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", year: "numeric" });
/** "Nov 2026": a month by its first day. */
export const monthLabel = (first: string) => monthYear.format(noon(first));
/** "Aug 31 – Nov 23, 2026": the whole range, up to today (this week is not over). */
export const rangeSpan = (weeks: Week[], today: string) => {
  const end = weeks.at(-1)!.end < today ? weeks.at(-1)!.end : today;
  return `${monthDay.format(noon(weeks[0]!.start))} – ${withYear.format(noon(end))}`;
};

/** "40 min", "5.2 h", "26 h", "3.5 days". */
export function durationText(ms: number) {
  const hours = ms / hour;
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 10) return `${hours.toFixed(1)} h`;
  if (hours < 72) return `${Math.round(hours)} h`;
  return `${(hours / 24).toFixed(1)} days`;
}

const counts = new Intl.NumberFormat("en-US");
/** "3,015". */
export const count = (n: number) => counts.format(n);
export const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;
export const percent = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)}%` : "–");
/** Whole dollars on a money axis, short enough beside a narrow chart: "$800", "$1.5k", "$12k". */
export const axisDollars = (dollars: number) => (dollars >= 1000 ? `$${Math.round(dollars / 100) / 10}k` : `$${count(dollars)}`);

/** The inbox showing the requests received in these weeks, by how their first answer went. */
export const inboxFor = (weeks: Week[], response?: ResponseFilter) =>
  inboxHref("/admin", { page: 1, from: weeks[0]!.start, to: weeks.at(-1)!.end, response });
