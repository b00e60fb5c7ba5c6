// Axis arithmetic for the server-drawn charts: a handful of lines instead of a scale library.

/** A step of 1, 2 or 5 times a power of ten (never below 1: the charts count things) and the top of the axis, for about `ticks` gridlines. */
export function countAxis(max: number, ticks = 4) {
  const rough = Math.max(max, 1) / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough)!,
  );
  const top = Math.max(step, Math.ceil(max / step) * step);
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) };
}

/** Hours on a response-time axis: steps of 6, 12 or 24 hours, showing at least 1.5 times the promise and at most `cap` hours. */
export function hoursAxis(maxHours: number, promiseHours: number, cap = 96) {
  const wanted = Math.min(cap, Math.max(maxHours, promiseHours * 1.5));
  const step = wanted <= 36 ? 6 : wanted <= 72 ? 12 : 24;
  const top = Math.ceil(wanted / step) * step;
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) };
}

/** A share of the plot as an SVG percentage, rounded so the markup stays short. */
export const pct = (share: number) => `${Math.round(share * 10_000) / 100}%`;
