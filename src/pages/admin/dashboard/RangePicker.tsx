import { weekRanges, type WeekRange } from "../../../calendar/weeks";

// Plain links, so the range works without JavaScript and can be bookmarked.
export function RangePicker({ current }: { current: WeekRange }) {
  return (
    <nav aria-label="Date range">
      <ul className="inline-grid grid-cols-3 rounded-lg bg-white p-1 shadow-sm ring-1 ring-slate-200">
        {weekRanges.map((weeks) => (
          <li key={weeks}>
            <a
              href={weeks === 12 ? "/admin/dashboard" : `/admin/dashboard?weeks=${weeks}`}
              aria-current={weeks === current ? "page" : undefined}
              className={`flex min-h-11 items-center justify-center rounded-md px-3 text-sm font-semibold ${weeks === current ? "bg-ink-900 text-white" : "text-ink-800 hover:bg-slate-100"}`}
            >
              {`${weeks} weeks`}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
