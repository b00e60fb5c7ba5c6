import { ChartCard, NumbersTable } from "./ChartCard";
import { ColumnChart } from "./ColumnChart";
import type { DashboardView } from "./model";
import { serviceColors } from "./palette";
import { countAxis } from "./scale";
import { count, plural, weekLabel } from "./text";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export function WeeklySection({ view }: { view: DashboardView }) {
  const { weeks, weekly, services } = view;
  const totals = weekly.map(sum);
  const busiest = totals.indexOf(Math.max(...totals));
  const colorOf = (key: string) => serviceColors[key] ?? serviceColors.other!;
  const alt = `Stacked columns: quote requests per week by service, ${view.span}. ${plural(view.totals.requests, "request", "requests")} in all${
    view.totals.requests ? `; the busiest week began ${weekLabel(weeks[busiest]!)} with ${count(totals[busiest]!)}` : ""
  }. The table below lists every week.`;
  return (
    <ChartCard
      id="weekly"
      title="Requests per week"
      intro="By service; weeks run Monday to Sunday, Houston time. This week so far is the last column."
      legend={services.map((s) => ({ label: s.label, color: colorOf(s.key) }))}
      chart={
        <ColumnChart
          id="weekly-chart"
          alt={alt}
          axis={countAxis(Math.max(0, ...totals))}
          columns={weeks.map((week, i) => ({
            label: weekLabel(week),
            parts: services.map((s, j) => ({ value: weekly[i]![j]!, color: colorOf(s.key) })),
            note: weeks.length <= 12 && totals[i] ? count(totals[i]!) : undefined,
          }))}
        />
      }
      table={
        <NumbersTable
          caption="Quote requests per week by service"
          head={["Week of", ...services.map((s) => s.label), "All"]}
          rows={weeks.map((week, i) => ({ head: weekLabel(week), cells: [...weekly[i]!, totals[i]] }))}
          foot={{ head: "All weeks", cells: [...services.map((_, j) => sum(weekly.map((w) => w[j]!))), view.totals.requests] }}
        />
      }
    />
  );
}
