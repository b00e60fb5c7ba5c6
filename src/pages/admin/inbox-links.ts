import type { InboxFilters } from "../../db/quote-requests";

/** A URL keeping the current filters, with some changed; empty values are left out. */
export function inboxHref(base: string, filters: InboxFilters, changes: Partial<InboxFilters> = {}) {
  const merged = { ...filters, ...changes };
  const params = new URLSearchParams();
  if (merged.q) params.set("q", merged.q);
  if (merged.status) params.set("status", merged.status);
  if (merged.serviceType) params.set("serviceType", merged.serviceType);
  if (merged.sourcePage) params.set("sourcePage", merged.sourcePage);
  if (merged.locale) params.set("locale", merged.locale);
  if (merged.from) params.set("from", merged.from);
  if (merged.to) params.set("to", merged.to);
  if (merged.response) params.set("response", merged.response);
  if (merged.urgency) params.set("urgency", merged.urgency);
  if (merged.page && merged.page > 1) params.set("page", String(merged.page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
