import ChevronDown from "lucide-react/icons/chevron-down";
import { Island } from "../../components/Island";
import { maxDevicesPerMember } from "../../db/push-subscriptions";
import type { QuoteRequest } from "../../db/schema";
import { serviceTypeLabel } from "../../content/i18n";
import { isNewLead, quoteStatuses, type InboxFilters as Filters, type QuoteStatus } from "../../db/quote-requests";
import { AdminLayout, PrefersLanguageBadge, StatusBadge } from "./AdminLayout";
import { sourcePageName } from "../../attribution/source-page";
import { formatDateTime, statusLabel, telHref } from "./format";
import { FilterChips } from "./FilterChips";
import { InboxFilters } from "./InboxFilters";
import { inboxHref } from "./inbox-links";
import { RequestMarks } from "./RequestMarks";
import { CustomerMarks, type CustomerMarkFacts } from "./CustomerMarks";
import type { UrgentCounts } from "../../db/urgency";
import { UrgencyLinks } from "./UrgencyLinks";
import { UrgencyMark } from "./UrgencyMark";
import { EstimateMark } from "./EstimatePanel";
import type { RecentFailures } from "../../db/failures";
import { FailuresNotice } from "./FailuresNotice";
import { adminRequest } from "../../lib/paths";

type Props = {
  username: string;
  filters: Filters;
  list: { items: QuoteRequest[]; total: number; page: number; pageSize: number; totalPages: number };
  counts: { byStatus: Record<QuoteStatus, number>; total: number; newSinceLastVisit: number };
  newSince: Date;
  /** A one-time notice after a redirect here ("Request from Ana Reyes deleted."). */
  notice?: string;
  /** Pending requests near or past the 24-hour promise, and the instant the list's ages are counted from. */
  urgent: UrgentCounts;
  now: Date;
  /** The VAPID public key lead alerts subscribe with, or null when the server has no keys. */
  alerts: string | null;
  /** Side effects that failed in the last 24 hours, for an owner (null: none, or a staff member). */
  failures?: RecentFailures | null;
  /** Per request on this page, what happened on the customer's own page. */
  customerMarks?: ReadonlyMap<string, CustomerMarkFacts>;
};

export function Inbox({ username, filters, list, counts, newSince, notice, urgent, now, alerts, failures, customerMarks }: Props) {
  const first = (list.page - 1) * list.pageSize + 1;
  const last = first + list.items.length - 1;
  return (
    <AdminLayout username={username} current="inbox">
      <Island name="SessionWatch" props={{ signInUrl: "/admin/sign-in" }} />
      {notice && (
        <p role="status" className="mb-4 rounded-md bg-emerald-100 px-3 py-2 text-sm font-medium text-emerald-900 wrap-anywhere">
          {notice}
        </p>
      )}
      {failures && <FailuresNotice failures={failures} now={now} />}
      <h1 className="text-2xl font-bold text-ink-900">Quote requests</h1>
      <p className={`mt-1 text-sm ${counts.newSinceLastVisit ? "font-semibold text-brand-700" : "text-ink-700"}`}>
        {`${counts.newSinceLastVisit} new ${counts.newSinceLastVisit === 1 ? "request" : "requests"} since your last visit`}
      </p>
      <UrgencyLinks filters={filters} urgent={urgent} />
      <FilterChips filters={filters} />
      {/* Leads first: the status counts and the search form fold away on the phone's first screen,
          open while one of them is in use, so the owner sees why the list is short. */}
      <details open={formFiltered(filters)} className="group mt-4 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 px-4 font-semibold text-ink-900">
          <span>
            Search and filter
            {formFiltered(filters) && <span className="ml-2 text-sm font-medium text-brand-700">(on)</span>}
          </span>
          <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t border-slate-200 p-4 pt-3">
          <nav aria-label="Filter by status">
            <ul className="flex flex-wrap gap-1.5">
              <StatusChip
                href={inboxHref("/admin", { ...filters, page: 1 }, { status: undefined })}
                label="All"
                count={counts.total}
                current={!filters.status}
              />
              {quoteStatuses.map((s) => (
                <StatusChip
                  key={s}
                  href={inboxHref("/admin", { ...filters, page: 1 }, { status: s })}
                  label={statusLabel(s)}
                  count={counts.byStatus[s]}
                  current={filters.status === s}
                />
              ))}
            </ul>
          </nav>
          <div className="mt-4">
            <InboxFilters filters={filters} />
          </div>
        </div>
      </details>
      <div className="mt-5 flex items-center justify-between gap-3">
        <p className="text-sm text-ink-700">
          {list.items.length
            ? `Showing ${first}–${last} of ${list.total}`
            : list.total
              ? "No requests on this page."
              : counts.total
                ? "No quote requests match these filters."
                : "No quote requests yet."}
        </p>
        {list.total > 0 && (
          <a
            href={inboxHref("/admin/export.csv", filters, { page: undefined })}
            className="shrink-0 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-semibold text-ink-900 hover:bg-slate-50"
          >
            Export CSV
          </a>
        )}
      </div>
      <ul className="mt-2 space-y-3">
        {list.items.map((r) => (
          <RequestRow key={r.id} request={r} isNew={isNewLead(r, newSince)} now={now} customer={customerMarks?.get(r.id)} />
        ))}
      </ul>
      {list.totalPages > 1 && <Pagination filters={filters} page={list.page} totalPages={list.totalPages} />}
      <Island name="LeadAlerts" props={{ configured: alerts !== null, publicKey: alerts, maxDevices: maxDevicesPerMember }} />
    </AdminLayout>
  );
}

/** Whether the folded part (a status, the search form's fields) narrows the list. */
const formFiltered = (f: Filters) => Boolean(f.status || f.q || f.serviceType || f.sourcePage || f.locale);

function StatusChip({ href, label, count, current }: { href: string; label: string; count: number; current: boolean }) {
  const look = current ? "bg-ink-900 text-white ring-ink-900" : "bg-white text-ink-900 ring-slate-300 hover:bg-slate-50";
  return (
    <li>
      <a
        href={href}
        aria-current={current ? "page" : undefined}
        className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1 ${look}`}
      >
        {label} <span className="tabular-nums font-bold">{count}</span>
      </a>
    </li>
  );
}

function RequestRow({
  request: r,
  isNew,
  now,
  customer,
}: {
  request: QuoteRequest;
  isNew: boolean;
  now: Date;
  customer?: CustomerMarkFacts;
}) {
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={adminRequest(r.id)}
          className="min-w-0 wrap-anywhere text-lg font-semibold text-ink-900 underline-offset-2 hover:underline"
        >
          {r.firstName} {r.lastName}
        </a>
        {isNew && <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold uppercase text-white">New</span>}
        <StatusBadge status={r.status} />
        <UrgencyMark status={r.status} createdAt={r.createdAt} now={now} />
        <PrefersLanguageBadge locale={r.locale} />
        <EstimateMark request={r} />
      </div>
      <p className="mt-1 text-sm text-ink-700 wrap-anywhere">
        {serviceTypeLabel(r.serviceType)}
        {r.cityZip && ` · ${r.cityZip}`} ·{" "}
        <time dateTime={r.createdAt.toISOString()} className="whitespace-nowrap">
          {formatDateTime(r.createdAt)}
        </time>
        {r.sourcePage && ` · from ${sourcePageName(r.sourcePage)}`}
      </p>
      <p className="mt-1 line-clamp-2 wrap-anywhere text-sm text-ink-800">{r.description}</p>
      <RequestMarks request={r} />
      <CustomerMarks facts={customer} />
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
        <a href={telHref(r.phone)} className="text-brand-700 underline underline-offset-2">
          {r.phone}
        </a>
        <a href={`mailto:${r.email}`} className="break-all text-brand-700 underline underline-offset-2">
          {r.email}
        </a>
      </div>
    </li>
  );
}

function Pagination({ filters, page, totalPages }: { filters: Filters; page: number; totalPages: number }) {
  const link = "inline-block rounded-md border border-slate-400 bg-white px-4 py-2 font-medium text-ink-900 hover:bg-slate-50";
  return (
    <nav aria-label="Pagination" className="mt-6 grid grid-cols-3 items-center gap-2 text-sm">
      <span>
        {page > 1 && (
          <a href={inboxHref("/admin", filters, { page: page - 1 })} className={link} rel="prev">
            Previous
          </a>
        )}
      </span>
      <span className="text-center text-ink-700">{`Page ${page} of ${totalPages}`}</span>
      <span className="text-right">
        {page < totalPages && (
          <a href={inboxHref("/admin", filters, { page: page + 1 })} className={link} rel="next">
            Next
          </a>
        )}
      </span>
    </nav>
  );
}
