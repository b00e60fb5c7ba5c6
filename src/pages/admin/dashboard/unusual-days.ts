// Which days had far more call taps than usual: a flood from a script (each beacon with a made-up
// visit key, only the per-client limit holding it back) shows up as such a day, as would a page
// that suddenly brings many callers. Only a mark for the owner: no tap is dropped because of it.

/** Three times a usual day: a busy day that is still ordinary stays under it. */
const timesUsual = 3;
/** And at least this many more: on a quiet site, 1 usual tap must not make 4 a flood. */
const atLeastMore = 10;

function median(values: number[]) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * A day is unusual when its taps are over max(3 x usual, usual + 10), the usual being the median
 * day of the range, days without taps included: a median is not pulled up by the spike it is
 * measured against, and a spike in a quiet stretch still shows.
 */
export function unusualDays(perDay: number[]) {
  const usual = median(perDay);
  const limit = Math.max(timesUsual * usual, usual + atLeastMore);
  return { usual, limit, unusual: perDay.map((n) => n > limit) };
}
