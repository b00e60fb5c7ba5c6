import { serviceTypeOptions } from "../../lib/service-types";
import { quoteStatuses, type InboxFilters as Filters } from "../../routes/admin/quote-query";
import { statusLabel } from "./format";

const field = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base";
const label = "block text-sm font-medium text-ink-900";

// A plain GET form: filtering works without JavaScript and the URL can be bookmarked.
export function InboxFilters({ filters }: { filters: Filters }) {
  return (
    <form method="get" action="/admin" role="search" className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
      <div>
        <label htmlFor="q" className={label}>
          Search
        </label>
        <input id="q" name="q" type="search" maxLength={100} defaultValue={filters.q} placeholder="Name, phone, email, city or ZIP" className={field} />
      </div>
      <div>
        <label htmlFor="status" className={label}>
          Status
        </label>
        <select id="status" name="status" defaultValue={filters.status ?? ""} className={field}>
          <option value="">All statuses</option>
          {quoteStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="serviceType" className={label}>
          Service
        </label>
        <select id="serviceType" name="serviceType" defaultValue={filters.serviceType ?? ""} className={field}>
          <option value="">All services</option>
          {serviceTypeOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <button type="submit" className="flex-1 rounded-md bg-ink-900 px-4 py-2.5 font-semibold text-white hover:bg-ink-800 md:flex-none">
          Filter
        </button>
        <a href="/admin" className="flex-1 rounded-md border border-slate-400 px-4 py-2.5 text-center font-medium text-ink-900 hover:bg-slate-50 md:flex-none">
          Clear
        </a>
      </div>
    </form>
  );
}
