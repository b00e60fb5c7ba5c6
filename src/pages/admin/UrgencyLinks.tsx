import type { InboxFilters } from "../../db/quote-requests";
import type { UrgentCounts } from "../../db/urgency";
import { inboxHref } from "./inbox-links";

// One tap from the inbox to the requests that break the promise next. Shown only while there are
// some; the chip below (FilterChips) undoes the filter.
export function UrgencyLinks({ filters, urgent }: { filters: InboxFilters; urgent: UrgentCounts }) {
  if (!urgent.overdue && !urgent.dueSoon) return null;
  const link = (key: "overdue" | "due-soon", label: string, count: number, look: string) =>
    count > 0 && (
      <li>
        <a
          href={inboxHref("/admin", { ...filters, page: 1 }, { urgency: key, status: undefined })}
          aria-current={filters.urgency === key ? "page" : undefined}
          className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ${look} ${filters.urgency === key ? "ring-2 ring-ink-900 ring-offset-1" : ""}`}
        >
          {label} <span className="tabular-nums font-bold">{count}</span>
        </a>
      </li>
    );
  return (
    <nav aria-label="Reply promise" className="mt-3">
      <ul className="flex flex-wrap gap-2">
        {link("overdue", "Overdue", urgent.overdue, "bg-red-700 text-white hover:bg-red-800")}
        {link("due-soon", "Due soon", urgent.dueSoon, "bg-amber-100 text-amber-950 ring-1 ring-amber-400 hover:bg-amber-200")}
      </ul>
    </nav>
  );
}
