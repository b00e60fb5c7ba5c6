/** A hero counter: animates from 0 to value, e.g. { value: 1000, suffix: "+", label: "Happy Customers" }. */
export type Stat = { value: number; decimals?: number; suffix?: string; label: string };

// The hero counters' text, shared by the server markup (islands/Counters.tsx) and the script that
// counts up in the browser (client/counters.ts), so both write exactly the same characters.

/** What a counter shows: content's `Stat` has these fields (lib reads no content). */
type Count = { value: number; decimals?: number; suffix?: string };

export const COUNT_UP_MS = 2000;
// The media query under which app.css paints the start value before the script runs (.counter-run).
export const COUNT_UP_MEDIA = "(scripting: enabled) and (prefers-reduced-motion: no-preference)";

export const counterText = (stat: Count, value: number) => `${value.toFixed(stat.decimals ?? 0)}${stat.suffix ?? ""}`;

// Padded on the left with figure spaces (as wide as a tabular digit) to the target's length: the
// count grows like an odometer, and its text never moves, which Chrome would count as layout shift.
export const counterAt = (stat: Count, progress: number) => {
  const value = progress === 1 ? stat.value : stat.value * progress;
  return counterText(stat, stat.decimals ? value : Math.floor(value)).padStart(counterText(stat, stat.value).length, "\u2007");
};
