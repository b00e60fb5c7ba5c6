import type { Week } from "../calendar/weeks";

// SQL pieces the dashboard's queries share (./dashboard.ts, ./dashboard-jobs.ts).

/** An integer made here (a bound of a week or month), written into SQL as a literal. */
export const int = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return String(n);
};

/** Periods as a table of literals `name(i, s, e)`: 52 weeks' bounds are 104 numbers, past D1's 100 bound parameters. */
export const periodsTable = (name: string, periods: readonly { from: Date; to: Date }[]) =>
  `${name}(i, s, e) AS (VALUES ${periods.map((p, i) => `(${i}, ${int(p.from.getTime())}, ${int(p.to.getTime())})`).join(", ")})`;

export const weeksTable = (weeks: Week[]) => periodsTable("weeks", weeks);
