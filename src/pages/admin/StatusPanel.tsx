import type { QuoteRequest } from "../../db/schema";
import { quoteStatuses } from "../../db/quote-requests";
import { statusLabel } from "./format";
import { adminRequestAction } from "../../lib/paths";

// The request's status and a form to change it; who changed it when is in the Timeline.
export function StatusPanel({ request: r }: { request: QuoteRequest }) {
  return (
    <section aria-labelledby="status-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="status-heading" className="text-lg font-semibold text-ink-900">
        Status
      </h2>
      <form method="post" action={adminRequestAction(r.id, "status")} className="mt-3 flex flex-wrap items-end gap-2">
        <label htmlFor="new-status" className="w-full text-sm font-medium text-ink-700">
          Change status to
        </label>
        <select
          id="new-status"
          name="status"
          defaultValue={r.status}
          className="h-11 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 text-base"
        >
          {quoteStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
        <button type="submit" className="h-11 rounded-md bg-ink-900 px-4 font-semibold text-white hover:bg-ink-800">
          Update status
        </button>
      </form>
    </section>
  );
}
