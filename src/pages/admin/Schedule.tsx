import CalendarPlus from "lucide-react/icons/calendar-plus";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { dayLabel, relativeDayLabel, windowText } from "../../calendar/days";
import { Island } from "../../components/Island";
import { mapHref, placeLine } from "../../calendar/place";
import type { QuoteRequest } from "../../db/schema";
import { serviceTypeLabel } from "../../content/i18n";
import { AdminLayout, PrefersLanguageBadge } from "./AdminLayout";
import { CapacityPanel, type CapacityState } from "./CapacityPanel";
import { telHref } from "./format";
import { adminRequest, adminRequestAction } from "../../lib/paths";

type Job = QuoteRequest & { bookedDate: string; bookedWindow: string };
type Props = { username: string; today: string; jobs: QuoteRequest[]; capacity: CapacityState };

/** Jobs in the order given (by day, then window), grouped by day. */
function byDay(jobs: Job[]) {
  const days = new Map<string, Job[]>();
  for (const job of jobs) days.set(job.bookedDate, [...(days.get(job.bookedDate) ?? []), job]);
  return [...days.entries()];
}

// What the crew does next, on the owner's phone: today's jobs first, each with the three things
// done from the truck (call, find the place, put it in the calendar) as thumb-sized buttons.
export function Schedule({ username, today, jobs, capacity }: Props) {
  const booked = jobs.filter((j): j is Job => Boolean(j.bookedDate && j.bookedWindow));
  return (
    <AdminLayout username={username} current="schedule">
      {/* Left open on a phone all day: back to sign-in once the session has ended, not a stale list. */}
      <Island name="SessionWatch" props={{ signInUrl: "/admin/sign-in" }} />
      <h1 className="text-2xl font-bold text-ink-900">Schedule</h1>
      <p className="mt-1 text-sm text-ink-700">
        {booked.length
          ? `${booked.length} booked ${booked.length === 1 ? "job" : "jobs"} from today on.`
          : "Booked jobs from today on, by day."}
      </p>
      {booked.length === 0 && (
        <div className="mt-5 rounded-xl bg-white p-5 text-ink-800 shadow-sm ring-1 ring-slate-200">
          <p className="font-semibold">No upcoming jobs.</p>
          <p className="mt-1 text-sm">
            Open a request in the{" "}
            <a href="/admin" className="font-medium text-brand-700 underline underline-offset-2">
              inbox
            </a>{" "}
            and book it: it shows up here on its day.
          </p>
        </div>
      )}
      {byDay(booked).map(([date, dayJobs]) => (
        <section key={date} aria-labelledby={`day-${date}`} className="mt-6">
          <DayHeading id={`day-${date}`} date={date} today={today} />
          <ul className="mt-2 space-y-3">
            {dayJobs.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </ul>
        </section>
      ))}
      <CapacityPanel {...capacity} />
    </AdminLayout>
  );
}

/** "Today" and "Tomorrow" say which date they are too: the owner plans with both. */
function DayHeading({ id, date, today }: { id: string; date: string; today: string }) {
  const label = relativeDayLabel(date, today);
  const relative = label === "Today" || label === "Tomorrow";
  return (
    <h2 id={id} className="text-lg font-bold text-ink-900">
      {label}
      {relative && <span className="ml-2 text-sm font-medium text-ink-700">{dayLabel(date, "en", "short")}</span>}
    </h2>
  );
}

// Icon over label on a phone (three fit a 320 px screen), side by side from sm up.
const button =
  "flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-md px-2 text-sm font-semibold sm:min-h-11 sm:flex-row sm:gap-1.5 sm:px-4";

function JobCard({ job }: { job: Job }) {
  const name = `${job.firstName} ${job.lastName}`;
  const map = mapHref(job.cityZip);
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <p className="text-base font-bold tabular-nums text-indigo-900">{windowText(job.bookedWindow)}</p>
        <div className="mt-0.5 flex flex-wrap items-center gap-2">
          <a href={adminRequest(job.id)} className="min-w-0 wrap-anywhere text-lg font-semibold text-ink-900 underline underline-offset-2">
            {name}
          </a>
          <PrefersLanguageBadge locale={job.locale} />
        </div>
        <p className="mt-0.5 text-sm text-ink-700 wrap-anywhere">
          {serviceTypeLabel(job.serviceType)} · {placeLine(job.cityZip) || "No City or ZIP given"}
        </p>
      </div>
      <div className={`mt-3 grid gap-2 sm:mt-0 sm:flex sm:shrink-0 ${map ? "grid-cols-3" : "grid-cols-2"}`}>
        <a href={telHref(job.phone)} className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          Call<span className="sr-only"> {name}</span>
        </a>
        {map && (
          <a href={map} className={`${button} border border-slate-400 bg-white text-ink-900 hover:bg-slate-50`}>
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            Map<span className="sr-only"> of {placeLine(job.cityZip)}</span>
          </a>
        )}
        <a
          href={adminRequestAction(job.id, "booking.ics")}
          className={`${button} border border-slate-400 bg-white text-ink-900 hover:bg-slate-50`}
        >
          <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
          Calendar<span className="sr-only"> file (.ics) for {name}</span>
        </a>
      </div>
    </li>
  );
}
