import type { QuoteRequest, QuoteStatusChange } from "../../db/schema";
import { serviceTypeLabel } from "../../lib/service-types";
import { quoteStatuses } from "../../db/quote-requests";
import { AdminLayout, PrefersSpanishBadge, StatusBadge } from "./AdminLayout";
import { formatDateTime, sourcePageName, statusLabel, telHref } from "./format";

type Props = { username: string; request: QuoteRequest; history: QuoteStatusChange[]; notice?: string };

const action = "flex items-center justify-center rounded-md px-4 py-3 font-semibold";

export function RequestDetail({ username, request: r, history, notice }: Props) {
  return (
    <AdminLayout username={username}>
      <a href="/admin" className="text-sm font-medium text-ink-700 underline underline-offset-2">
        ← All quote requests
      </a>
      {notice && (
        <p role="status" className="mt-3 rounded-md bg-emerald-100 px-3 py-2 text-sm font-medium text-emerald-900">
          {notice}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <h1 className="break-words text-2xl font-bold text-ink-900">
          {r.firstName} {r.lastName}
        </h1>
        <StatusBadge status={r.status} />
        <PrefersSpanishBadge locale={r.locale} />
      </div>
      <p className="mt-1 text-sm text-ink-700">
        Received <time dateTime={r.createdAt.toISOString()}>{formatDateTime(r.createdAt)}</time>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:max-w-md">
        <a href={telHref(r.phone)} className={`${action} bg-brand-600 text-white hover:bg-brand-700`}>
          Call
        </a>
        <a href={`mailto:${r.email}?subject=${encodeURIComponent("Your free quote request")}`} className={`${action} bg-ink-900 text-white hover:bg-ink-800`}>
          Email
        </a>
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="details" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 id="details" className="text-lg font-semibold text-ink-900">
            Request
          </h2>
          <dl className="mt-3 grid grid-cols-[6.5rem_1fr] gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="font-medium text-ink-700">Phone</dt>
            <dd><a href={telHref(r.phone)} className="text-brand-700 underline underline-offset-2">{r.phone}</a></dd>
            <dt className="font-medium text-ink-700">Email</dt>
            <dd className="break-all"><a href={`mailto:${r.email}`} className="text-brand-700 underline underline-offset-2">{r.email}</a></dd>
            <dt className="font-medium text-ink-700">Service</dt>
            <dd>{serviceTypeLabel(r.serviceType)}</dd>
            <dt className="font-medium text-ink-700">City or ZIP</dt>
            <dd>{r.cityZip || "Not given"}</dd>
            <dt className="font-medium text-ink-700">Sent from</dt>
            <dd className="break-words">{r.sourcePage ? <SourcePage path={r.sourcePage} /> : "Not recorded"}</dd>
          </dl>
          <h3 className="mt-5 text-sm font-medium text-ink-700">Project details</h3>
          <p className="mt-1 whitespace-pre-wrap break-words text-ink-900">{r.description}</p>
        </section>
        <section aria-labelledby="status-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 id="status-heading" className="text-lg font-semibold text-ink-900">
            Status
          </h2>
          <form method="post" action={`/admin/requests/${r.id}/status`} className="mt-3 flex flex-wrap items-end gap-2">
            <label htmlFor="new-status" className="w-full text-sm font-medium text-ink-700">
              Change status to
            </label>
            <select id="new-status" name="status" defaultValue={r.status} className="h-11 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 text-base">
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
          <h3 className="mt-5 text-sm font-medium text-ink-700">History</h3>
          <ol className="mt-2 space-y-2 text-sm">
            {history.map((h) => (
              <li key={h.id} className="text-ink-800">
                <span className="font-medium">{statusLabel(h.fromStatus)} → {statusLabel(h.toStatus)}</span> by {h.changedBy},{" "}
                <time dateTime={h.changedAt.toISOString()}>{formatDateTime(h.changedAt)}</time>
              </li>
            ))}
            <li className="text-ink-700">Received as Pending, {formatDateTime(r.createdAt)}</li>
          </ol>
        </section>
      </div>
    </AdminLayout>
  );
}

/** The page's name as a link to it, and its path under it: exactly which page the visitor was reading. */
function SourcePage({ path }: { path: string }) {
  const name = sourcePageName(path);
  return (
    <>
      <a href={path} className="text-brand-700 underline underline-offset-2">
        {name}
      </a>
      {name !== path && (
        <>
          {" "}
          <span className="block break-all text-ink-700">{path}</span>
        </>
      )}
    </>
  );
}
