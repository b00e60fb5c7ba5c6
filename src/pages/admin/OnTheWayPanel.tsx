import { createContext, use } from "react";
import type { QuoteRequest } from "../../db/schema";
import { crewLeadMaxLength, onTheWayMinutes } from "../../lib/on-the-way";
import { formatDateTime } from "./format";
import { adminRequestAction } from "../../lib/paths";
import { houstonDate } from "../../lib/houston-time";
import { ownerDay } from "./QuotePanel";

/** After a refused post: what was sent and why (renderDetail provides it; the panel reads it). */
export type OnTheWayFormState = { error?: string; values?: { minutes: string; crewLead: string } };
export const OnTheWayFormContext = createContext<OnTheWayFormState>({});

const choice =
  "flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-400 bg-white px-3 text-base font-medium text-ink-900 has-checked:border-ink-900 has-checked:bg-slate-100";

/**
 * "On our way": the crew tells the customer they are coming (their phone, if notifications are on,
 * and the one-tap text). Only for a scheduled job, and only on its booked day (Houston's date):
 * before then the button says when it opens.
 */
export function OnTheWayPanel({ request: r, today = houstonDate() }: { request: QuoteRequest; today?: string }) {
  const form = use(OnTheWayFormContext);
  const scheduled = r.status === "scheduled";
  const bookedDay = r.bookedDate === today;
  // A stale form (the job was completed meanwhile) is told why, with no form to send again.
  if (!scheduled && !form.error) return null;
  const describedBy = form.error ? "on-the-way-error" : undefined;
  return (
    <section aria-labelledby="on-the-way-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="on-the-way-heading" className="text-lg font-semibold text-ink-900">
        On our way
      </h2>
      {r.onTheWayAt && (
        <p className="mt-2 text-sm text-ink-700 wrap-anywhere">
          Last marked on the way <time dateTime={r.onTheWayAt.toISOString()}>{formatDateTime(r.onTheWayAt)}</time>
          {r.onTheWayMinutes ? `: about ${r.onTheWayMinutes} minutes` : ""}
          {r.crewLead ? `, ${r.crewLead} leading` : ""}.
        </p>
      )}
      {form.error && (
        <p
          id="on-the-way-error"
          role="alert"
          className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-900 ring-1 ring-red-200"
        >
          {form.error}
        </p>
      )}
      {scheduled && !bookedDay && r.bookedDate && (
        <button
          type="button"
          disabled
          className="mt-3 min-h-11 w-full rounded-md bg-slate-200 px-4 py-2 font-semibold text-ink-700 sm:w-auto"
        >
          Opens on the booked day, {ownerDay(r.bookedDate)}
        </button>
      )}
      {scheduled && bookedDay && (
        <form method="post" action={adminRequestAction(r.id, "on-the-way")} className="mt-3 grid gap-3">
          <fieldset aria-describedby={describedBy}>
            <legend className="text-sm font-medium text-ink-900">Arriving in about</legend>
            <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {onTheWayMinutes.map((m) => (
                <label key={m} className={choice}>
                  <input type="radio" name="minutes" value={m} required defaultChecked={form.values?.minutes === String(m)} />
                  {m} min
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="crew-lead" className="text-sm font-medium text-ink-900">
              Crew lead's first name (optional)
            </label>
            <input
              id="crew-lead"
              name="crewLead"
              type="text"
              maxLength={crewLeadMaxLength}
              autoComplete="off"
              defaultValue={form.values?.crewLead}
              aria-describedby={describedBy}
              className="mt-1 block h-11 w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 text-base"
            />
          </div>
          <button
            type="submit"
            className="min-h-11 rounded-md bg-ink-900 px-4 py-2 font-semibold text-white hover:bg-ink-800 sm:justify-self-start"
          >
            Tell the customer we're on the way
          </button>
        </form>
      )}
    </section>
  );
}
