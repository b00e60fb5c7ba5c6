import type { TrafficSource } from "../../attribution/classify";
import { business } from "../../config/business";
import type { Locale } from "../../content/locale";
import { languageNames } from "../../content/i18n/en/owner";
import type { QuoteStatus } from "../../db/quote-requests";

// The owner reads times in Central Time, whatever the server's zone.
const { timeZone } = business;
const withYear = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" });
const thisYear = new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
const yearOf = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric" });

/** "Nov 22, 1:43 AM" this year, "Dec 31, 2025, 6:01 PM" before: short enough for a phone row. */
export const formatDateTime = (date: Date, now = new Date()) =>
  (yearOf.format(date) === yearOf.format(now) ? thisYear : withYear).format(date);

/** The language a request was sent in, as the owner reads it (filter, CSV). */
export const localeNames: Record<Locale, string> = languageNames;
export const localeName = (locale: string) => localeNames[locale as Locale] ?? locale;

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

/** Where a lead came from, in the owner's words; "unknown" is a request from before it was recorded. */
export const trafficSourceLabels: Record<TrafficSource | "unknown", string> = {
  search: "Search engine",
  social: "Social network",
  direct: "Direct",
  referral: "Link on another site",
  campaign: "Campaign",
  unknown: "Not recorded",
};
export const trafficSourceLabel = (source: string | null) =>
  trafficSourceLabels[(source ?? "unknown") as TrafficSource] ?? source ?? trafficSourceLabels.unknown;
