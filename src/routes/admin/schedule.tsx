import { Hono, type Context } from "hono";
import type { AdminEnv } from "../../auth/admin-env";
import { getDb } from "../../db";
import { upcomingBookings } from "../../db/bookings";
import { maxJobsPerWindow, readCapacity, type Capacity } from "../../db/window-capacity";
import { houstonDate } from "../../lib/houston-time";
import type { CapacityErrors, CapacityFields, CapacityState } from "../../pages/admin/CapacityPanel";
import { Schedule } from "../../pages/admin/Schedule";
import { setCapacity } from "../../use-cases/request-actions";
import { memberScreens, ownersForm } from "../guard-sets";
import { useCaseDeps } from "./deps";
import { formOf, textOf } from "./form";

// /admin/schedule, the Schedule screen (any member) and its "Jobs per arrival window" form (owners
// only): how many jobs fit in one window, which decides where customers may move their own booking.
export const scheduleRoutes = new Hono<AdminEnv>();
scheduleRoutes.use("*", memberScreens);

const weekdays = [0, 1, 2, 3, 4, 5, 6];
const text = (v: unknown) => textOf(v).slice(0, 20);
const rangeMessage = `Enter a whole number from 0 to ${maxJobsPerWindow}`;

/** The form's fields as posted, each cut short (a number has a few characters). */
export const capacityFieldsOf = (form: Record<string, unknown>): CapacityFields => ({
  everyDay: text(form.everyDay),
  weekdays: Object.fromEntries(weekdays.map((d) => [d, text(form[`day${d}`])])),
});

/** A count of jobs, or null: digits only (no "2.5", "1e1", "-1" or "0x10"), 0 to the maximum. */
function jobsOf(value: string) {
  const v = value.trim();
  if (!/^\d{1,3}$/.test(v)) return null;
  const n = Number(v);
  return n <= maxJobsPerWindow ? n : null;
}

/** The capacity the fields make, or each field's reason it cannot be one. A blank weekday is "same as every day". */
export function checkCapacity(v: CapacityFields): { ok: true; capacity: Capacity } | { ok: false; errors: CapacityErrors } {
  const errors: CapacityErrors = {};
  const everyDay = jobsOf(v.everyDay);
  if (!v.everyDay.trim()) errors.everyDay = `Enter how many jobs fit in one arrival window, 0 to ${maxJobsPerWindow}`;
  else if (everyDay === null) errors.everyDay = rangeMessage;
  const capacity: Capacity = { everyDay: everyDay ?? 0, weekdays: {} };
  for (const day of weekdays) {
    const typed = v.weekdays[day] ?? "";
    if (!typed.trim()) continue;
    const jobs = jobsOf(typed);
    if (jobs === null) errors[`day${day}`] = `${rangeMessage}, or leave it blank`;
    else capacity.weekdays[day] = jobs;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, capacity };
}

async function renderSchedule(c: Context<AdminEnv>, form: Omit<CapacityState, "capacity" | "canEdit"> = {}) {
  const db = getDb(c.env);
  const today = houstonDate();
  const [jobs, capacity] = await Promise.all([upcomingBookings(db, today), readCapacity(db)]);
  const member = c.get("member");
  return c.render(
    <Schedule username={member.username} today={today} jobs={jobs} capacity={{ capacity, canEdit: member.role === "owner", ...form }} />,
    { title: "Schedule", noindex: true },
  );
}

scheduleRoutes.get("/", (c) => renderSchedule(c, { saved: c.req.query("capacity") === "saved" }));

scheduleRoutes.post("/capacity", ownersForm, async (c) => {
  const form = await formOf(c);
  const values = capacityFieldsOf(form);
  const check = checkCapacity(values);
  // Refused: the screen again with what was typed and each field's reason, and nothing stored.
  if (!check.ok) {
    c.status(400);
    return renderSchedule(c, { values, errors: check.errors });
  }
  await setCapacity(useCaseDeps(c), check.capacity);
  return c.redirect("/admin/schedule?capacity=saved#capacity-heading", 303);
});
