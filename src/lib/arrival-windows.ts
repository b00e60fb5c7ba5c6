import { business } from "../config/business";
import { addDays, houstonDate } from "./houston-time";

// The two-hour arrival windows a visitor can ask for and the owner can book: inside the service
// hours in business.ts (5 AM to 9 PM: 5-7, 7-9, ... 7-9 PM), as "07-09" values, plus "any" time.
// A visitor's preferred day may be up to `preferredDaysAhead` days from today (Houston's calendar).

export const preferredDaysAhead = 30;
export const anyTime = "any";

/** The preferred day's first and last choice: today to 30 days ahead on Houston's calendar, whatever the phone's time zone. */
export function preferredDateBounds(now = new Date()) {
  const min = houstonDate(now);
  return { min, max: addDays(min, preferredDaysAhead) };
}

const { opens, closes } = business.hours;
const pad = (n: number) => String(n).padStart(2, "0");

/** Every bookable window, earliest first: ["05-07", "07-09", ..., "19-21"]. */
export const arrivalWindows: readonly string[] = Array.from(
  { length: Math.floor((closes - opens) / 2) },
  (_, i) => `${pad(opens + 2 * i)}-${pad(opens + 2 * i + 2)}`,
);

export const isArrivalWindow = (value: string) => arrivalWindows.includes(value);

/** The window's start and end hour on a 24-hour clock: "13-15" -> [13, 15]. */
export const windowHours = (window: string): [number, number] => [Number(window.slice(0, 2)), Number(window.slice(3, 5))];

/**
 * How a language writes a window (its catalogue's ui.form.windows): "7–9 AM", "11 AM–1 PM"; "7–9 a. m.",
 * "11 a. m.–1 p. m.". `space` goes between the hour and its mark: Spanish uses a no-break space (as
 * inside "a. m.") so "7–9 p. m." never breaks across two lines.
 */
export type WindowStyle = { am: string; pm: string; space: string };

export function windowLabel(window: string, style: WindowStyle) {
  const [from, to] = windowHours(window);
  const half = (h: number) => (h < 12 ? style.am : style.pm);
  const twelve = (h: number) => (h % 12 === 0 ? 12 : h % 12);
  // One half-day mark when both ends share it (7–9 AM), two when the window crosses noon.
  return half(from) === half(to % 24)
    ? `${twelve(from)}\u2013${twelve(to)}${style.space}${half(from)}`
    : `${twelve(from)}${style.space}${half(from)}\u2013${twelve(to)}${style.space}${half(to % 24)}`;
}
