import { NumbersTable } from "./ChartCard";
import type { DashboardView } from "./model";
import { count, weekLabel } from "./text";

// Issue 32 on the dashboard: what customers did on their own pages, per week. A small card of three
// numbers and the weeks as a table (folded like the charts' tables): drawn on the server, no script.

const head = ["Quotes viewed", "Approved", "Moved by customer"];

export function CustomerPageSection({ view }: { view: DashboardView }) {
  const { weeks, overall } = view.customerPage;
  const cells = (c: typeof overall) => [c.viewed, c.approved, c.moved];
  return (
    <section aria-labelledby="customer-page" className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 id="customer-page" className="text-lg font-semibold text-ink-900">
        On customers&apos; own pages
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        Quotes viewed: each version the first time its customer saw it. Approved: quotes approved on the page. Moved: each time a customer
        moved their booking to another window.
      </p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {head.map((term, i) => (
          <div key={term} className="flex flex-col rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-ink-700">{term}</dt>
            <dd className="order-first text-2xl font-bold tabular-nums text-ink-900">{count(cells(overall)[i]!)}</dd>
          </div>
        ))}
      </dl>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer py-2 font-medium text-brand-700 underline underline-offset-2">Table of these numbers</summary>
        <NumbersTable
          caption="Quotes viewed, quotes approved and bookings moved by customers on their own pages, per week"
          head={["Week of", ...head]}
          rows={view.weeks.map((week, i) => ({ head: weekLabel(week), cells: cells(weeks[i]!) }))}
          foot={{ head: "All weeks", cells: cells(overall) }}
        />
      </details>
    </section>
  );
}
