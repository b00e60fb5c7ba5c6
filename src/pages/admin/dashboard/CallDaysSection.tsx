import { ChartCard, NumbersTable } from "./ChartCard";
import { ColumnChart } from "./ColumnChart";
import type { DashboardView } from "./model";
import { callTapsKey } from "./legend";
import { callColor, lateColor } from "./palette";
import { countAxis } from "./scale";
import { dayLabel, plural, shortDayLabel } from "./text";

// Call taps day by day, with the days far above the usual marked "Unusual" in words (over the
// column, in the table, and listed under the chart), never by colour alone.

const taps = (n: number) => plural(n, "tap", "taps");
// About six labels under the columns on any range: a week apart on 4 weeks, two on 12, eight on 52.
const labelEvery = (days: number) => (days <= 28 ? 7 : days <= 84 ? 14 : 56);

export function CallDaysSection({ view }: { view: DashboardView }) {
  const { days, usual, limit } = view.callDays;
  const withTaps = days.filter((d) => d.taps > 0);
  const unusual = days.filter((d) => d.unusual);
  const unusualList = unusual.map((d) => `${dayLabel(d.day)}, ${taps(d.taps)}`).join("; ");
  const alt = `Columns: call taps per day, all pages together, ${view.span}. ${plural(withTaps.length, "day", "days")} with taps; a usual day had ${taps(usual)}. ${
    unusual.length ? `Unusual: ${unusualList}.` : "No day was unusual."
  } The table below lists every day with taps.`;
  return (
    <ChartCard
      id="call-days"
      title="Call taps per day"
      intro="All pages together. A visit's taps on a page count once a day, however often it taps."
      legend={[callTapsKey, { label: "Unusual day", color: lateColor }]}
      chart={
        withTaps.length ? (
          <ColumnChart
            id="call-days-chart"
            alt={alt}
            axis={countAxis(Math.max(0, ...days.map((d) => d.taps)))}
            labelEvery={labelEvery(days.length)}
            columns={days.map((d) => ({
              label: shortDayLabel(d.day),
              parts: [{ value: d.taps, color: d.unusual ? lateColor : callColor }],
              note: d.unusual ? "Unusual" : undefined,
            }))}
          />
        ) : (
          <p className="rounded-md bg-slate-50 px-3 py-6 text-center text-sm text-ink-700">No call taps in these weeks yet.</p>
        )
      }
      table={
        <NumbersTable
          caption="Call taps per day, days with taps only, and which were unusual"
          head={["Day", "Call taps", "Note"]}
          rows={withTaps.map((d) => ({
            head: dayLabel(d.day),
            cells: [d.taps, d.unusual ? <strong className="font-semibold text-ink-900">Unusual</strong> : ""],
          }))}
        />
      }
    >
      <p className="mt-3 text-sm text-ink-800">
        {`A usual day in these weeks: ${taps(usual)}. A day is marked Unusual above ${taps(limit)} (three times a usual day, and at least 10 more): that many usually means a script, not callers.`}
      </p>
      {unusual.length > 0 && <p className="mt-2 text-sm font-semibold text-ink-900">{`Unusual days: ${unusualList}.`}</p>}
    </ChartCard>
  );
}
