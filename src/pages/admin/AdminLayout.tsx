import { useRequestContext } from "@hono/react-renderer";
import type { ReactNode } from "react";
import type { AdminEnv } from "../../auth/admin-env";
import { business } from "../../config/business";
import { languageNames, owner } from "../../content/i18n/en/owner";
import { defaultLocale, isLocale } from "../../content/locale";
import { statusClass, statusLabel } from "./format";

/** The owner's screens in the navigation; a request's detail is neither. */
export type AdminScreen = "inbox" | "schedule" | "dashboard" | "prices" | "team" | "backups";
type Props = { username?: string; current?: AdminScreen; children: ReactNode };

const screens: { key: AdminScreen; href: string; label: string; ownersOnly?: true }[] = [
  { key: "inbox", href: "/admin", label: "Inbox" },
  { key: "schedule", href: "/admin/schedule", label: "Schedule" },
  { key: "dashboard", href: "/admin/dashboard", label: "Dashboard" },
  { key: "prices", href: "/admin/prices", label: "Prices", ownersOnly: true },
  { key: "team", href: "/admin/team", label: "Team", ownersOnly: true },
  { key: "backups", href: "/admin/backups", label: "Backups", ownersOnly: true },
];

// The frame of every /admin screen: a slim bar with the business name and, when signed in, sign-out
// and the screens' tabs (a second row, so both fit a 320 px phone with thumb-sized targets).
export function AdminLayout({ username, current, children }: Props) {
  return (
    <div className="min-h-screen bg-slate-100">
      <header className="bg-ink-900 text-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-4 py-3 sm:gap-3">
          <a href="/admin" className="min-w-0 rounded font-semibold">
            <span className="block truncate">{business.shortName}</span>
            <span className="block text-xs font-normal text-slate-300">Lead inbox</span>
          </a>
          {username && (
            <form method="post" action="/admin/sign-out" className="flex shrink-0 items-center gap-1 sm:gap-3">
              <a
                href="/admin/account"
                className="flex min-h-11 items-center gap-1 rounded-md px-1.5 text-sm font-medium text-slate-200 underline underline-offset-2 hover:text-white"
              >
                {/* A flex item's trailing space collapses: the gap keeps "name:" and "Account" apart. */}
                <span className="sr-only sm:not-sr-only">Signed in as {username}:</span> Account
              </a>
              <button type="submit" className="rounded-md border border-slate-500 px-3 py-2 text-sm font-medium hover:bg-ink-800">
                Sign out
              </button>
            </form>
          )}
        </div>
        {username && <AdminNav current={current} />}
      </header>
      <main id="main" className="mx-auto max-w-5xl px-4 py-5 sm:py-8">
        {children}
      </main>
    </div>
  );
}

function AdminNav({ current }: { current?: AdminScreen }) {
  const c = useRequestContext<AdminEnv>();
  const urgent = c.get("urgent");
  // Staff work the leads, not the prices, the team or the backups: no tab for a screen that would answer 403.
  const shown = screens.filter((s) => !s.ownersOnly || c.get("member")?.role === "owner");
  const waiting = urgent ? urgent.dueSoon + urgent.overdue : 0;
  return (
    <nav aria-label="Owner screens" className="mx-auto max-w-5xl px-1">
      {/* On a phone the six tabs are wider than the screen: the last ones fade out at the right edge, so
          the row shows that it scrolls, and the padding at its end lets the last tab scroll clear of the fade. */}
      <ul className="flex gap-0.5 overflow-x-auto max-sm:pr-14 max-sm:[mask-image:linear-gradient(to_right,#000_calc(100%-3rem),transparent)] sm:gap-1">
        {shown.map((s) => (
          <li key={s.key}>
            <a
              href={s.href}
              aria-current={current === s.key ? "page" : undefined}
              className={`flex min-h-11 items-center whitespace-nowrap border-b-4 px-2.5 text-sm font-semibold sm:px-3 ${current === s.key ? "border-accent-400 text-white" : "border-transparent text-slate-300 hover:text-white"}`}
            >
              {s.label}
              {s.key === "inbox" && waiting > 0 && <UrgentBadge count={waiting} overdue={urgent!.overdue > 0} />}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// The number is for the eye; a screen reader hears what it counts.
function UrgentBadge({ count, overdue }: { count: number; overdue: boolean }) {
  return (
    <>
      <span
        aria-hidden="true"
        className={`ml-1.5 rounded-full px-1.5 text-xs font-bold tabular-nums ${overdue ? "bg-red-600 text-white" : "bg-amber-300 text-ink-900"}`}
      >
        {count}
      </span>
      <span className="sr-only">{`, ${count} overdue or due soon`}</span>
    </>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClass(status)}`}>{statusLabel(status)}</span>
  );
}

/** On a request sent from another language's pages ("Prefers Spanish"): someone who reads it should answer. */
export function PrefersLanguageBadge({ locale }: { locale: string }) {
  if (!isLocale(locale) || locale === defaultLocale) return null;
  return (
    <span className="inline-block rounded-full bg-teal-100 px-2.5 py-0.5 text-xs font-semibold text-teal-900">
      {owner.leadEmail.prefers(languageNames[locale])}
    </span>
  );
}
