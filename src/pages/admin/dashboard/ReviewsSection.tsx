import { ChartCard, NumbersTable } from "./ChartCard";
import { HBarChart } from "./HBarChart";
import type { ReviewCounts } from "./jobs-model";
import type { DashboardView } from "./model";
import { reviewColor } from "./palette";
import { count, monthLabel, percent, plural, shortDayLabel } from "./text";

// Issue 33 on the dashboard: the review asks, by month. The same link goes to every customer, so
// these are counts of asks and clicks, never of what anyone thought of the job.

// Six columns fit a 390 px phone with the months' names allowed to wrap and the jobs asked as a share
// (the counts behind the whole range's share are said in words under the chart).
const head = ["Asks", "Reminders", "Clicked", "All clicks", "Jobs asked"];
const cells = (c: ReviewCounts) => [c.asked, c.reminded, c.clicked, c.clicks, percent(c.completedAsked, c.completed)];

export function ReviewsSection({ view }: { view: DashboardView }) {
  const { months, overall } = view.reviews;
  if (overall.asked === 0 && overall.completed === 0 && overall.clicks === 0)
    return (
      <section aria-labelledby="reviews" className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <h2 id="reviews" className="text-lg font-semibold text-ink-900">
          Review asks
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          No job was completed and no review ask went out in these weeks. Once a job is completed from its request, its customer is asked
          for a review; the asks, the reminders and the clicks on the review link show here by month.
        </p>
      </section>
    );
  const bars = [
    { key: "asked", label: "Asks sent", values: [overall.asked] },
    { key: "reminded", label: "Reminders sent", values: [overall.reminded] },
    { key: "clicked", label: "Customers who clicked", values: [overall.clicked] },
  ];
  const share = `Asked for a review: ${count(overall.completedAsked)} of ${plural(overall.completed, "job", "jobs")} completed in these weeks (${percent(overall.completedAsked, overall.completed)}).`;
  const alt = `Bars: review asks sent, reminders and customers who clicked the review link, ${view.span}: ${plural(overall.asked, "ask", "asks")}, ${plural(overall.reminded, "reminder", "reminders")}, ${plural(overall.clicked, "customer", "customers")} clicked (${plural(overall.clicks, "click", "clicks")} in all). The table below lists every month.`;
  return (
    <ChartCard
      id="reviews"
      title="Review asks"
      intro="Asks: each job once, in the month its customer was first asked (on their page, by notification, e-mail or text; sending the link again is not another ask). Reminders: the one reminder 3 days later. Clicked: customers who opened the link, in the month of their first click; all clicks counts every one. Jobs asked: the share of the month's completed jobs whose customer was asked."
      chart={<HBarChart id="reviews-chart" alt={alt} bars={bars} colors={[reviewColor]} />}
      table={
        <NumbersTable
          caption="Review asks, reminders and clicks per month, and the share of the month's completed jobs that were asked"
          head={["Month", ...head]}
          rows={months.map(({ month, counts }) => ({ head: monthLabel(month.start), cells: cells(counts) }))}
          foot={{ head: "All months", cells: cells(overall) }}
          wrap
        />
      }
    >
      <p className="mt-2 text-sm text-ink-800">{share}</p>
      <p className="mt-1 text-sm text-ink-700">{`Each month counts within these weeks: the first from ${shortDayLabel(view.weeks[0]!.start)}.`}</p>
    </ChartCard>
  );
}
