import { business } from "../../../config/business";
import { ChartCard, NumbersTable } from "./ChartCard";
import { ColumnChart } from "./ColumnChart";
import type { DashboardView } from "./model";
import { lateColor, onTimeColor, promiseColor } from "./palette";
import { hoursAxis } from "./scale";
import { durationText, inboxFor, plural, weekLabel } from "./text";
import { hour } from "../../../config/time";

const promise = business.quoteReplyHours;
// "24 h" never split over two lines.
const promiseShort = `${promise}\u00a0h`;
const hours = (ms: number) => ms / hour;
const link = "text-brand-700 underline underline-offset-2";

// How fast requests got their first answer, week by week, against the promise on the site. Each
// figure in the table opens the inbox on the requests behind it.
export function ResponseSection({ view }: { view: DashboardView }) {
  const { weeks, response } = view;
  const medians = response.weeks.map((w) => (w.median === null ? null : hours(w.median)));
  const late = medians.filter((m) => m !== null && m > promise).length;
  const answeredWeeks = medians.filter((m) => m !== null).length;
  const alt = `Columns: median time from a request to its first status change, per week, ${view.span}, against the ${promise}-hour promise (dashed line). ${
    answeredWeeks
      ? `${plural(late, "week was", "weeks were")} over the promise, of ${plural(answeredWeeks, "week", "weeks")} with answered requests.`
      : "No request in these weeks has been answered yet."
  } The table below lists every week.`;
  return (
    <ChartCard
      id="response"
      title="Time to first answer"
      intro={`Median time from a request to its first status change, per week of arrival. The site promises an answer within ${promiseShort}ours.`}
      legend={[
        { label: `Within ${promiseShort}`, color: onTimeColor },
        { label: `Over ${promiseShort}`, color: lateColor },
      ]}
      open={weeks.length <= 12}
      chart={
        <ColumnChart
          id="response-chart"
          alt={alt}
          axis={{ ...hoursAxis(Math.max(0, ...medians.map((m) => m ?? 0)), promise), format: (h) => `${h} h` }}
          reference={{ value: promise, label: `${promise}-hour promise`, color: promiseColor }}
          columns={weeks.map((week, i) => {
            const m = medians[i] ?? null;
            return {
              label: weekLabel(week),
              parts: m === null ? [] : [{ value: m, color: m > promise ? lateColor : onTimeColor }],
              note: weeks.length <= 4 && m !== null ? durationText(m * hour) : undefined,
            };
          })}
        />
      }
      table={
        <NumbersTable
          caption={`First answers per week: requests, median time to the first status change, answered after ${promiseShort}ours or still waiting past them, and not answered yet`}
          head={["Week of", "Requests", "Median", `Over ${promiseShort}`, "Waiting"]}
          rows={weeks.map((week, i) => ({ head: weekLabel(week), cells: cells(response.weeks[i]!, [week]) }))}
          foot={{ head: "All weeks", cells: cells(response.overall, weeks) }}
        />
      }
    >
      <p className="mt-2 text-sm text-ink-700">
        {`Over ${promiseShort}: answered later than that, or still without an answer ${promiseShort}ours after it arrived. Waiting: no status change yet. Tap a number to see those requests.`}
      </p>
    </ChartCard>
  );
}

function cells(stats: DashboardView["response"]["overall"], weeks: DashboardView["weeks"]) {
  const figure = (n: number, href: string) =>
    n ? (
      <a href={href} className={link}>
        {n}
      </a>
    ) : (
      0
    );
  return [
    stats.received,
    stats.median === null ? (
      "–"
    ) : (
      <a href={inboxFor(weeks, "answered")} className={link}>
        {durationText(stats.median)}
      </a>
    ),
    figure(stats.slow, inboxFor(weeks, "slow")),
    figure(stats.waiting, inboxFor(weeks, "waiting")),
  ];
}
