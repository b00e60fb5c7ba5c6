import type { ReactNode } from "react";
import { count } from "./text";

type Props = {
  id: string;
  title: string;
  /** One line under the title: what is counted. */
  intro?: ReactNode;
  legend?: { label: string; color: string }[];
  chart: ReactNode;
  /** The numbers behind the chart: its text alternative, folded away unless `open`. */
  table: ReactNode;
  open?: boolean;
  children?: ReactNode;
};

// One chart on the dashboard: a titled card, its legend, the SVG, then the same numbers as a table.
export function ChartCard({ id, title, intro, legend, chart, table, open, children }: Props) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-ink-700">{intro}</p>}
      {legend && <Legend items={legend} />}
      <div className="mt-3">{chart}</div>
      {children}
      <details open={open} className="mt-3 text-sm">
        <summary className="cursor-pointer py-2 font-medium text-brand-700 underline underline-offset-2">Table of these numbers</summary>
        {table}
      </details>
    </section>
  );
}

function Legend({ items }: { items: { label: string; color: string }[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-800">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <svg aria-hidden="true" width="12" height="12" className="shrink-0">
            <rect width="12" height="12" rx="2" fill={item.color} />
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}

export type Row = { head: ReactNode; cells: ReactNode[] };

type TableProps = {
  caption: string;
  head: string[];
  rows: Row[];
  foot?: Row;
  /** Row names may wrap (page names); weeks stay on one line. */ wrap?: boolean;
};

/** A plain table: a header row, then one row per week or page with its name as the row header. */
export function NumbersTable({ caption, head, rows, foot, wrap }: TableProps) {
  const cell = "px-1.5 py-1.5 text-right tabular-nums sm:px-2";
  const line = (row: Row, key: number | string) => (
    <tr key={key} className="border-t border-slate-200">
      <th scope="row" className={`py-1.5 pr-2 text-left font-medium text-ink-900 ${wrap ? "break-words" : "whitespace-nowrap"}`}>
        {row.head}
      </th>
      {row.cells.map((c, i) => (
        <td key={i} className={cell}>
          {typeof c === "number" ? count(c) : c}
        </td>
      ))}
    </tr>
  );
  // Scrolls sideways on its own when a narrow phone cannot fit it, never the page; focusable so a
  // keyboard can scroll it too.
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="mt-1 overflow-x-auto">
      <table className="w-full text-ink-800">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-xs text-ink-700">
            {head.map((h, i) => (
              <th
                key={h}
                scope="col"
                className={i === 0 ? "py-1.5 pr-2 text-left font-medium" : "px-1.5 py-1.5 text-right font-medium sm:px-2"}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(line)}</tbody>
        {foot && <tfoot className="font-semibold">{line(foot, "total")}</tfoot>}
      </table>
    </div>
  );
}
