import type { ReactNode } from "react";
import { formatCents } from "../../../lib/pricing/money";
import { ChartCard, NumbersTable } from "./ChartCard";
import { ColumnChart } from "./ColumnChart";
import { HBarChart } from "./HBarChart";
import type { JobStats } from "./jobs-model";
import type { DashboardView } from "./model";
import { bookedColor, revenueColor } from "./palette";
import { averageCents } from "./prices-model";
import { countAxis } from "./scale";
import { axisDollars, count, percent, plural, weekLabel } from "./text";

// Issue 33 on the dashboard: what the completed jobs came to (per week, per service, on average), how
// the quoted requests turned into jobs, and how much of the loads stayed out of the landfill. Drawn
// like the cards above; a card without anything to draw says what will fill it instead.

const card = "min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";
const fillHint = "Complete a job from its request to see revenue here.";
/** An average in whole dollars ("$413"), as the quotes' averages above; "–" when there is nothing to average. */
const averageText = (s: JobStats) => {
  const average = averageCents(s.cents, s.jobs);
  return average === null ? "–" : formatCents(Math.round(average / 100) * 100);
};
const jobCells = (s: JobStats) => [s.jobs, formatCents(s.cents), averageText(s)];
const jobHead = ["Jobs", "Revenue", "Avg job"];

export function JobsSections({ view }: { view: DashboardView }) {
  const { overall, funnel } = view.jobs;
  if (overall.jobs === 0 && funnel.requests === 0)
    return (
      <Card id="jobs" title="Jobs and revenue">
        <p className="mt-1 text-sm text-ink-700">
          {`No request came in and no job was completed in these weeks. ${fillHint} Its final amount, the service and where the load went make the revenue per week and per service, the average job and the share kept from the landfill.`}
        </p>
      </Card>
    );
  return (
    <>
      <JobsSummary view={view} />
      {overall.jobs > 0 && <RevenueWeeksSection view={view} />}
      {overall.jobs > 0 && <RevenueServicesSection view={view} />}
      {funnel.requests > 0 && <FunnelSection view={view} />}
    </>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function JobsSummary({ view }: { view: DashboardView }) {
  const { overall, diversion } = view.jobs;
  if (overall.jobs === 0)
    return (
      <Card id="jobs" title="Jobs and revenue">
        <p className="mt-1 text-sm text-ink-700">{`No job was completed in these weeks. ${fillHint}`}</p>
      </Card>
    );
  const figures: [string, string][] = [
    ["Revenue", formatCents(overall.cents)],
    ["Jobs completed", count(overall.jobs)],
    ["Average job", averageText(overall)],
    ["Kept from landfill", diversion.percent === null ? "–" : `${Math.round(diversion.percent)}%`],
    ...onlineFigures(view.jobs.online),
  ];
  return (
    <Card id="jobs" title="Jobs and revenue">
      <p className="mt-1 text-sm text-ink-700">
        A job counts in the week it was completed, at the final amount recorded when completing it (a corrected amount replaces it).
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-center">
        {figures.map(([term, value]) => (
          <div key={term} className="flex min-w-0 flex-col rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-ink-700">{term}</dt>
            <dd className="order-first text-xl font-bold sm:text-2xl break-words tabular-nums text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-800">
        {diversion.percent === null
          ? `Kept from the landfill: none of the ${plural(overall.jobs, "completed job", "completed jobs")} recorded where the load went.`
          : `Kept from the landfill (donated or recycled): ${Math.round(diversion.percent)}% of the load on average, over ${count(diversion.recorded)} of ${plural(overall.jobs, "completed job", "completed jobs")} that recorded where the load went.`}
      </p>
    </Card>
  );
}

/** Issue 46: what came in online, only on a site that took any in the range. */
function onlineFigures(o: DashboardView["jobs"]["online"]): [string, string][] {
  if (!o.payments && !o.refundedCents) return [];
  return [
    ["Paid online", formatCents(o.onlineCents)],
    [`Deposits (${count(o.deposits)})`, formatCents(o.depositCents)],
    ...(o.refundedCents ? ([["Refunded", formatCents(o.refundedCents)]] as [string, string][]) : []),
  ];
}

function RevenueWeeksSection({ view }: { view: DashboardView }) {
  const { weeks } = view;
  const { weeks: jobs, overall } = view.jobs;
  const best = jobs.reduce((b, w, i) => (w.cents > jobs[b]!.cents ? i : b), 0);
  const alt = `Columns: revenue per week from completed jobs, ${view.span}. ${formatCents(overall.cents)} from ${plural(overall.jobs, "job", "jobs")}; the best week began ${weekLabel(weeks[best]!)} with ${formatCents(jobs[best]!.cents)}. The table below lists every week.`;
  return (
    <ChartCard
      id="revenue-weeks"
      title="Revenue per week"
      intro="Final amounts of the jobs completed each week, Monday to Sunday, Houston time."
      chart={
        <ColumnChart
          id="revenue-weeks-chart"
          alt={alt}
          axis={{ ...countAxis(Math.max(0, ...jobs.map((w) => w.cents / 100))), format: axisDollars }}
          columns={weeks.map((week, i) => ({
            label: weekLabel(week),
            parts: [{ value: jobs[i]!.cents / 100, color: revenueColor }],
            // Amounts over the columns only where they have room: 4 weeks.
            note: weeks.length <= 4 && jobs[i]!.jobs ? axisDollars(Math.round(jobs[i]!.cents / 100)) : undefined,
          }))}
        />
      }
      table={
        <NumbersTable
          caption="Jobs completed per week, their revenue and the average job"
          head={["Week of", ...jobHead]}
          rows={weeks.map((week, i) => ({ head: weekLabel(week), cells: jobCells(jobs[i]!) }))}
          foot={{ head: "All weeks", cells: jobCells(overall) }}
        />
      }
    />
  );
}

function RevenueServicesSection({ view }: { view: DashboardView }) {
  const { services, overall } = view.jobs;
  const done = services.filter((s) => s.stats.jobs > 0);
  const bars = done.map((s) => ({ key: s.key, label: s.label, values: [s.stats.cents] }));
  const alt = `Bars: revenue per service from jobs completed ${view.span}: ${done
    .map((s) => `${s.label} ${formatCents(s.stats.cents)} from ${plural(s.stats.jobs, "job", "jobs")}`)
    .join("; ")}.`;
  return (
    <ChartCard
      id="revenue-services"
      title="Revenue by service"
      intro="Final amounts of the jobs completed in these weeks, by the service requested."
      open
      chart={<HBarChart id="revenue-services-chart" alt={alt} bars={bars} colors={[revenueColor]} format={formatCents} />}
      table={
        <NumbersTable
          caption="Jobs completed per service, their revenue and the average job"
          head={["Service", ...jobHead]}
          rows={services.map((s) => ({ head: s.label, cells: jobCells(s.stats) }))}
          foot={{ head: "All services", cells: jobCells(overall) }}
          wrap
        />
      }
    />
  );
}

function FunnelSection({ view }: { view: DashboardView }) {
  const { requests, quoted, booked, completed } = view.jobs.funnel;
  const steps = [
    { key: "requests", label: "Requests", n: requests },
    { key: "quoted", label: "Quoted", n: quoted },
    { key: "booked", label: "Booked", n: booked },
    { key: "completed", label: "Completed", n: completed },
  ];
  const summary = `Of ${plural(requests, "request", "requests")}, ${count(quoted)} quoted (${percent(quoted, requests)}), ${count(booked)} booked (${percent(booked, requests)}) and ${count(completed)} completed (${percent(completed, requests)}).`;
  return (
    <ChartCard
      id="conversion"
      title="From request to completed job"
      intro="The requests received in these weeks, and how many of them were quoted, booked and completed so far. A step counts the requests that reached it or went further."
      chart={
        <HBarChart
          id="conversion-chart"
          alt={`Bars: requests, quoted, booked and completed, ${view.span}. ${summary}`}
          bars={steps.map((s) => ({ key: s.key, label: s.label, values: [s.n] }))}
          colors={[bookedColor]}
        />
      }
      table={
        <NumbersTable
          caption="Requests received, how many were quoted, booked and completed"
          head={["Step", "Requests", "Of all"]}
          rows={steps.map((s) => ({ head: s.label, cells: [s.n, percent(s.n, requests)] }))}
        />
      }
    >
      <p className="mt-2 text-sm text-ink-800">{summary}</p>
    </ChartCard>
  );
}
