import { business } from "../../config/business";
import type { InboxFilters } from "../../db/quote-requests";
import type { ResponseFilter } from "../../db/response-time";
import type { UrgencyFilter } from "../../db/urgency";
import { dueSoonAfterHours, overdueAfterHours } from "../../lib/reply-promise";
import { inboxHref } from "./inbox-links";

const withYear = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });
const monthDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
const noon = (date: string) => new Date(`${date}T12:00:00Z`);
const dayText = (date: string) => withYear.format(noon(date));

export const responseFilterLabels: Record<ResponseFilter, string> = {
  answered: "Answered",
  waiting: "Waiting for a first answer",
  slow: `First answer over ${business.quoteReplyHours} h, or none yet`,
};

export const urgencyFilterLabels: Record<UrgencyFilter, string> = {
  "due-soon": `Due soon: pending ${dueSoonAfterHours}–${overdueAfterHours} h`,
  overdue: `Overdue: pending over ${overdueAfterHours} h`,
};

function receivedLabel({ from, to }: InboxFilters) {
  if (from && to) return `Received ${(from.slice(0, 4) === to.slice(0, 4) ? monthDay : withYear).format(noon(from))} – ${dayText(to)}`;
  return from ? `Received since ${dayText(from)}` : `Received until ${dayText(to!)}`;
}

// The filters the dashboard's links set (a week, the response time), which the form above has no
// control for: each shown as a chip that removes it, so the owner sees why the list is short.
export function FilterChips({ filters }: { filters: InboxFilters }) {
  const chips = [
    ...(filters.from || filters.to
      ? [{ label: receivedLabel(filters), href: inboxHref("/admin", { ...filters, page: 1 }, { from: undefined, to: undefined }) }]
      : []),
    ...(filters.response
      ? [{ label: responseFilterLabels[filters.response], href: inboxHref("/admin", { ...filters, page: 1 }, { response: undefined }) }]
      : []),
    ...(filters.urgency
      ? [{ label: urgencyFilterLabels[filters.urgency], href: inboxHref("/admin", { ...filters, page: 1 }, { urgency: undefined }) }]
      : []),
  ];
  if (!chips.length) return null;
  return (
    <ul aria-label="Also filtered by" className="mt-3 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li
          key={chip.label}
          className="inline-flex min-h-11 items-center gap-1 rounded-full bg-white pl-3 text-sm font-medium text-ink-900 ring-1 ring-slate-300"
        >
          {chip.label}
          <a
            href={chip.href}
            className="flex size-11 items-center justify-center rounded-full text-lg text-ink-700 hover:bg-slate-100"
            aria-label={`Remove filter: ${chip.label}`}
          >
            <span aria-hidden="true">×</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Hidden fields that keep these filters when the form above is sent. */
export function FilterChipFields({ filters }: { filters: InboxFilters }) {
  return (
    <>
      {filters.from && <input type="hidden" name="from" value={filters.from} />}
      {filters.to && <input type="hidden" name="to" value={filters.to} />}
      {filters.response && <input type="hidden" name="response" value={filters.response} />}
      {filters.urgency && <input type="hidden" name="urgency" value={filters.urgency} />}
    </>
  );
}
