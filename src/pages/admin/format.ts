import type { QuoteStatus } from "../../routes/admin/quote-query";

// The business works in Spring, TX: the owner reads times in Central Time, whatever the server's zone.
export const BUSINESS_TIME_ZONE = "America/Chicago";

const dateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export const formatDateTime = (date: Date) => dateTime.format(date);

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

// Text/background pairs that keep AA contrast.
const statusColors: Record<QuoteStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  contacted: "bg-sky-100 text-sky-900",
  quoted: "bg-violet-100 text-violet-900",
  scheduled: "bg-indigo-100 text-indigo-900",
  completed: "bg-emerald-100 text-emerald-900",
  declined: "bg-slate-200 text-slate-800",
};

export const statusClass = (status: string) => statusColors[status as QuoteStatus] ?? "bg-slate-200 text-slate-800";

export const telHref = (phone: string) => {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
};
