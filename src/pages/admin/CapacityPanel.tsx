import type { Capacity } from "../../db/window-capacity";
import { maxJobsPerWindow } from "../../db/window-capacity";
import { control, fieldKit, hint, label, refusedNote } from "./form-kit";

/** The form's fields as typed: the every-day number, and each weekday's (0 Sunday .. 6), blank for "same as every day". */
export type CapacityFields = { everyDay: string; weekdays: Record<number, string> };
export type CapacityField = "everyDay" | `day${number}`;
export type CapacityErrors = Partial<Record<CapacityField, string>>;

/** What the Schedule screen shows of the capacity: the numbers in force, and for an owner the form (with a refused post's values and reasons). */
export type CapacityState = {
  capacity: Capacity;
  canEdit: boolean;
  saved?: boolean;
  values?: CapacityFields;
  errors?: CapacityErrors;
};

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
// The owner's week starts on Monday, like the dashboard's.
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

/** The form's starting values: the numbers in force, a weekday without its own number blank. */
export const capacityFields = (capacity: Capacity): CapacityFields => ({
  everyDay: String(capacity.everyDay),
  weekdays: Object.fromEntries(weekOrder.map((d) => [d, capacity.weekdays[d] === undefined ? "" : String(capacity.weekdays[d])])),
});

const jobs = (n: number) => (n === 1 ? "1 job" : `${n} jobs`);
const input = `${control} h-11 tabular-nums`;
// Each field's control id: "capacity-every-day", "capacity-day1" (Monday).
const idOf = (field: CapacityField) => (field === "everyDay" ? "capacity-every-day" : `capacity-${field}`);

// How many jobs the crew takes in one arrival window, which decides where customers may move their
// own booking. Owners change it; staff read it. A plain form: it works without JavaScript.
export function CapacityPanel({ capacity, canEdit, saved, values, errors }: CapacityState) {
  const v = values ?? capacityFields(capacity);
  const failed = errors && Object.keys(errors).length > 0;
  return (
    <section aria-labelledby="capacity-heading" className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="capacity-heading" className="text-lg font-semibold text-ink-900">
        Jobs per arrival window
      </h2>
      <p className="mt-1 text-sm text-ink-800">
        Customers can move their booking from their own page only into an arrival window with a free place: one with fewer booked jobs than
        this number. 0 closes that day to moves. Bookings you make on a request&apos;s detail are not limited by it.
      </p>
      {saved && (
        <p role="status" className="mt-3 rounded-md bg-emerald-100 px-3 py-2 text-sm font-medium text-emerald-900">
          Jobs per arrival window saved.
        </p>
      )}
      {failed && (
        <p role="alert" className={`mt-3 ${refusedNote}`}>
          Nothing was saved: fix the numbers marked below.
        </p>
      )}
      {canEdit ? <CapacityForm values={v} errors={errors} /> : <CapacityNumbers capacity={capacity} />}
    </section>
  );
}

function CapacityForm({ values, errors }: { values: CapacityFields; errors?: CapacityErrors }) {
  const number = { type: "number", inputMode: "numeric", min: 0, max: maxJobsPerWindow, step: 1 } as const;
  const { described, error } = fieldKit(errors, idOf);
  return (
    <form method="post" action="/admin/schedule/capacity" noValidate className="mt-4">
      <div className="max-w-40">
        <label htmlFor="capacity-every-day" className={label}>
          Every day
        </label>
        <input
          id="capacity-every-day"
          name="everyDay"
          required
          {...number}
          defaultValue={values.everyDay}
          {...described("everyDay", "capacity-every-day-hint")}
          className={input}
        />
        {error("everyDay") ?? <p id="capacity-every-day-hint" className={hint}>{`0 to ${maxJobsPerWindow}`}</p>}
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-ink-900">Days that differ (leave blank for the every-day number)</legend>
        <div className="mt-1 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {weekOrder.map((day) => {
            return (
              <div key={day}>
                <label htmlFor={`capacity-day${day}`} className="text-sm text-ink-800">
                  {weekdayNames[day]}
                </label>
                <input
                  id={`capacity-day${day}`}
                  name={`day${day}`}
                  {...number}
                  defaultValue={values.weekdays[day] ?? ""}
                  {...described(`day${day}`)}
                  className={input}
                />
                {error(`day${day}`)}
              </div>
            );
          })}
        </div>
      </fieldset>
      <button type="submit" className="mt-4 h-11 rounded-md bg-ink-900 px-4 font-semibold text-white hover:bg-ink-800">
        Save jobs per window
      </button>
    </form>
  );
}

function CapacityNumbers({ capacity }: { capacity: Capacity }) {
  return (
    <>
      <dl className="mt-3 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium text-ink-700">Every day</dt>
        <dd className="tabular-nums text-ink-900">{jobs(capacity.everyDay)}</dd>
        {weekOrder
          .filter((day) => capacity.weekdays[day] !== undefined)
          .map((day) => (
            <div key={day} className="contents">
              <dt className="font-medium text-ink-700">{weekdayNames[day]}</dt>
              <dd className="tabular-nums text-ink-900">{jobs(capacity.weekdays[day]!)}</dd>
            </div>
          ))}
      </dl>
      <p className="mt-2 text-xs text-ink-700">Only an owner can change these numbers.</p>
    </>
  );
}
