import { formatCents } from "../../../lib/pricing/money";
import { ChartCard, NumbersTable } from "./ChartCard";
import { ColumnChart } from "./ColumnChart";
import { HBarChart } from "./HBarChart";
import type { DashboardView } from "./model";
import { bookedColor, estimatedColor, notYetColor } from "./palette";
import { averageCents, type QuoteStats } from "./prices-model";
import { countAxis } from "./scale";
import { count, percent, plural, weekLabel } from "./text";

// Issue 31 on the dashboard: how many requests came with the visitor's own estimate, how many were
// quoted and booked, and what the quotes came to, per week and per service. Drawn like the cards above.

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** An average in whole dollars ("$413"); "–" when there is nothing to average. */
const dollarsOrDash = (cents: number, n: number) => {
  const average = averageCents(cents, n);
  return average === null ? "–" : formatCents(Math.round(average / 100) * 100);
};
const amountsNote =
  "Amounts: each request's newest quote, a range counted at its midpoint; the booked average is that of the quotes whose request got booked.";

export function PricesSections({ view }: { view: DashboardView }) {
  const { estimates, quotes } = view.prices;
  const anyEstimate = estimates.some((w) => w.with > 0);
  if (!anyEstimate && quotes.overall.quoted === 0)
    return (
      <section aria-labelledby="prices-none" className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <h2 id="prices-none" className="text-lg font-semibold text-ink-900">
          Estimates and quotes
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          No request in these weeks came with a visitor&apos;s estimate, and no quote was sent. Once they do, this shows how many, how many
          got booked and the average amounts per service.
        </p>
      </section>
    );
  return (
    <>
      <EstimatesSection view={view} />
      <QuotesSection view={view} />
      {/* Estimates but no quote yet: no amounts to average, so no chart of them. */}
      {quotes.overall.quoted > 0 && <QuoteAmountsSection view={view} />}
    </>
  );
}

function EstimatesSection({ view }: { view: DashboardView }) {
  const { weeks } = view;
  const { estimates } = view.prices;
  const withAll = sum(estimates.map((w) => w.with));
  const withoutAll = sum(estimates.map((w) => w.without));
  const alt = `Stacked columns: requests per week with the visitor's estimate and without, ${view.span}. ${plural(withAll, "request", "requests")} of ${count(withAll + withoutAll)} came with one. The table below lists every week.`;
  return (
    <ChartCard
      id="estimates"
      title="Requests with an estimate"
      intro="With an estimate: the visitor picked a load, items or a crew on the form and was shown a price range."
      legend={[
        { label: "With estimate", color: estimatedColor },
        { label: "Without", color: notYetColor },
      ]}
      chart={
        <ColumnChart
          id="estimates-chart"
          alt={alt}
          axis={countAxis(Math.max(0, ...estimates.map((w) => w.with + w.without)))}
          columns={weeks.map((week, i) => ({
            label: weekLabel(week),
            parts: [
              { value: estimates[i]!.with, color: estimatedColor },
              { value: estimates[i]!.without, color: notYetColor },
            ],
            note: weeks.length <= 12 && estimates[i]!.with ? count(estimates[i]!.with) : undefined,
          }))}
        />
      }
      table={
        <NumbersTable
          caption="Requests per week with the visitor's estimate and without"
          head={["Week of", "With estimate", "Without", "Share"]}
          rows={weeks.map((week, i) => {
            const w = estimates[i]!;
            return { head: weekLabel(week), cells: [w.with, w.without, percent(w.with, w.with + w.without)] };
          })}
          foot={{ head: "All weeks", cells: [withAll, withoutAll, percent(withAll, withAll + withoutAll)] }}
        />
      }
    >
      <p className="mt-2 text-sm text-ink-800">{`${percent(withAll, withAll + withoutAll)} of requests came with an estimate (${count(withAll)} of ${count(withAll + withoutAll)}).`}</p>
    </ChartCard>
  );
}

// Five columns fit a 390 px phone; the booked share is said in words under the chart.
const quoteCells = (s: QuoteStats) => [s.quoted, s.booked, dollarsOrDash(s.quotedCents, s.quoted), dollarsOrDash(s.bookedCents, s.booked)];
const quoteHead = ["Quotes sent", "Booked", "Avg quote", "Avg booked"];

function QuotesSection({ view }: { view: DashboardView }) {
  const { weeks } = view;
  const { quotes } = view.prices;
  const { overall } = quotes;
  const alt = `Stacked columns: quotes sent per week, ${view.span}, the booked ones at the bottom. ${plural(overall.quoted, "quote", "quotes")} sent, ${count(overall.booked)} booked. The table below lists every week.`;
  return (
    <ChartCard
      id="quotes"
      title="Quotes sent and booked"
      intro="A request counts in the week its first quote was sent (a revised quote is not counted again). Booked: given a day, scheduled or completed."
      legend={[
        { label: "Booked", color: bookedColor },
        { label: "Not booked (yet)", color: notYetColor },
      ]}
      chart={
        <ColumnChart
          id="quotes-chart"
          alt={alt}
          axis={countAxis(Math.max(0, ...quotes.weeks.map((w) => w.quoted)))}
          columns={weeks.map((week, i) => ({
            label: weekLabel(week),
            parts: [
              { value: quotes.weeks[i]!.booked, color: bookedColor },
              { value: quotes.weeks[i]!.quoted - quotes.weeks[i]!.booked, color: notYetColor },
            ],
            note: weeks.length <= 12 && quotes.weeks[i]!.quoted ? count(quotes.weeks[i]!.quoted) : undefined,
          }))}
        />
      }
      table={
        <NumbersTable
          caption="Quotes sent per week, how many were booked, and their average amounts"
          head={["Week of", ...quoteHead]}
          rows={weeks.map((week, i) => ({ head: weekLabel(week), cells: quoteCells(quotes.weeks[i]!) }))}
          foot={{ head: "All weeks", cells: quoteCells(overall) }}
        />
      }
    >
      <p className="mt-2 text-sm text-ink-800">
        {`Quoted vs booked: ${count(overall.booked)} of ${plural(overall.quoted, "quoted request", "quoted requests")} booked (${percent(overall.booked, overall.quoted)}).`}
      </p>
      <p className="mt-1 text-sm text-ink-700">{amountsNote}</p>
    </ChartCard>
  );
}

function QuoteAmountsSection({ view }: { view: DashboardView }) {
  const { services, overall } = view.prices.quotes;
  const quoted = services.filter((s) => s.stats.quoted > 0);
  const dollars = (cents: number, n: number) => Math.round((averageCents(cents, n) ?? 0) / 100);
  const bars = quoted.map((s) => ({
    key: s.key,
    label: s.label,
    values: [dollars(s.stats.quotedCents, s.stats.quoted), dollars(s.stats.bookedCents, s.stats.booked)],
  }));
  const alt = `Bars: the average quote and the average booked quote per service, ${view.span}: ${bars
    .map(
      (b) =>
        `${b.label} ${formatCents(b.values[0]! * 100)} quoted, ${b.values[1] ? `${formatCents(b.values[1] * 100)} booked` : "none booked"}`,
    )
    .join("; ")}.`;
  return (
    <ChartCard
      id="quote-amounts"
      title="Average quote by service"
      intro={amountsNote}
      legend={[
        { label: "Avg quote", color: notYetColor },
        { label: "Avg booked", color: bookedColor },
      ]}
      open
      chart={
        <HBarChart
          id="quote-amounts-chart"
          alt={alt}
          bars={bars}
          colors={[notYetColor, bookedColor]}
          format={(d) => (d ? `$${count(d)}` : "none booked")}
        />
      }
      table={
        <NumbersTable
          caption="Quotes per service: how many, how many booked, and their average amounts"
          head={["Service", ...quoteHead]}
          rows={services.map((s) => ({ head: s.label, cells: quoteCells(s.stats) }))}
          foot={{ head: "All services", cells: quoteCells(overall) }}
          wrap
        />
      }
    />
  );
}
