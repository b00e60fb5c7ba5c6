import { and, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { Booking } from "../calendar/booking";
import { arrivalWindows, windowHours } from "../lib/arrival-windows";
import { addDays, houstonDate, wallParts } from "../lib/houston-time";
import type { Db } from ".";
import { quoteRequests, quoteStatusChanges, windowCapacity } from "./schema";

// How many jobs the business takes per arrival window, and the windows a customer may move their
// booking into: from now to `days` ahead, not yet begun, with fewer scheduled jobs than that number.

/** Jobs per window: one number for every day, and the weekdays (0 Sunday .. 6) that differ. */
export type Capacity = { everyDay: number; weekdays: Partial<Record<number, number>> };
export const maxJobsPerWindow = 50;
/** Without a saved number: one crew, one job per window. */
export const defaultJobsPerWindow = 1;

export async function readCapacity(db: Db): Promise<Capacity> {
  const rows = await db.select().from(windowCapacity);
  const capacity: Capacity = { everyDay: defaultJobsPerWindow, weekdays: {} };
  for (const r of rows) {
    if (r.weekday === -1) capacity.everyDay = r.jobs;
    else capacity.weekdays[r.weekday] = r.jobs;
  }
  return capacity;
}

/** Replaces the capacity: the every-day number, and exactly the weekdays given. */
export async function saveCapacity(db: Db, capacity: Capacity) {
  const rows = [
    { weekday: -1, jobs: capacity.everyDay },
    ...Object.entries(capacity.weekdays).map(([weekday, jobs]) => ({ weekday: Number(weekday), jobs: jobs! })),
  ];
  await db.batch([db.delete(windowCapacity), db.insert(windowCapacity).values(rows)]);
}

/** 0 (Sunday) to 6 for a "YYYY-MM-DD" day. */
export const weekdayOf = (date: string) => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};

export const jobsPerWindow = (capacity: Capacity, date: string) => capacity.weekdays[weekdayOf(date)] ?? capacity.everyDay;

/** The SQL for a day's jobs per window: its weekday's row, else the every-day row, else the default. */
const capacitySql = (date: string) =>
  sql`coalesce((SELECT jobs FROM window_capacity WHERE weekday = ${weekdayOf(date)}), (SELECT jobs FROM window_capacity WHERE weekday = -1), ${defaultJobsPerWindow})`;

/** Whether a window has begun by `now` (Houston's clock): a window that started is no longer offered. */
export function windowBegun(booking: Booking, now: Date) {
  const today = houstonDate(now);
  if (booking.date !== today) return booking.date < today;
  return windowHours(booking.window)[0] <= wallParts(now).hour;
}

/** A day's windows not yet begun, each with its free places (0 or less: full, kept only when asked for). */
export type OpenDay = { date: string; windows: { window: string; free: number }[] };

/**
 * The days from today to `days` ahead with the windows still open on each: begun windows left out,
 * and full ones too unless `withFull` (a chooser shows them as "Full"). `except` is the customer's
 * own request, which does not count against its window.
 */
export async function openWindows(
  db: Db,
  { now = new Date(), days = 14, except, withFull = false }: { now?: Date; days?: number; except?: string; withFull?: boolean } = {},
) {
  const first = houstonDate(now);
  const last = addDays(first, days);
  const [capacity, taken] = await Promise.all([
    readCapacity(db),
    db
      .select({ date: quoteRequests.bookedDate, window: quoteRequests.bookedWindow, n: sql<number>`count(*)` })
      .from(quoteRequests)
      .where(
        and(
          eq(quoteRequests.status, "scheduled"),
          gte(quoteRequests.bookedDate, first),
          lte(quoteRequests.bookedDate, last),
          except ? ne(quoteRequests.id, except) : undefined,
        ),
      )
      .groupBy(quoteRequests.bookedDate, quoteRequests.bookedWindow),
  ]);
  const takenIn = new Map(taken.map((t) => [`${t.date} ${t.window}`, t.n]));
  const out: OpenDay[] = [];
  for (let i = 0; i <= days; i++) {
    const date = addDays(first, i);
    const jobs = jobsPerWindow(capacity, date);
    const windows = arrivalWindows
      .filter((window) => !windowBegun({ date, window }, now))
      .map((window) => ({ window, free: jobs - (takenIn.get(`${date} ${window}`) ?? 0) }))
      .filter((w) => withFull || w.free > 0);
    out.push({ date, windows });
  }
  return out;
}

export type MoveResult =
  | { kind: "moved"; from: Booking }
  | { kind: "unchanged" }
  /** The window has no free place (or no longer: another customer took the last one first). */
  | { kind: "full" }
  /** The request is not booked (any more): nothing to move. */
  | { kind: "not-booked" };

/**
 * Moves a scheduled request to another window, in one conditional UPDATE: it changes the row only
 * while the window holds fewer scheduled jobs (this one aside) than its day's capacity. D1 runs one
 * statement at a time, so two customers racing for the last place cannot both get it: the second
 * UPDATE sees the first one's row and changes nothing.
 */
export async function moveBooking(db: Db, id: string, to: Booking): Promise<MoveResult> {
  const current = await db.query.quoteRequests.findFirst({ where: eq(quoteRequests.id, id) });
  if (!current || current.status !== "scheduled" || !current.bookedDate || !current.bookedWindow) return { kind: "not-booked" };
  const from = { date: current.bookedDate, window: current.bookedWindow };
  if (from.date === to.date && from.window === to.window) return { kind: "unchanged" };
  const moved = await db
    .update(quoteRequests)
    .set({ bookedDate: to.date, bookedWindow: to.window })
    .where(
      and(
        eq(quoteRequests.id, id),
        eq(quoteRequests.status, "scheduled"),
        eq(quoteRequests.bookedDate, from.date),
        eq(quoteRequests.bookedWindow, from.window),
        hasRoom(id, to),
      ),
    )
    .returning({ id: quoteRequests.id });
  if (moved.length) return { kind: "moved", from };
  // Nothing changed: the window filled, or the booking itself changed under us.
  const after = await db.query.quoteRequests.findFirst({ where: eq(quoteRequests.id, id) });
  if (!after || after.status !== "scheduled" || after.bookedDate !== from.date || after.bookedWindow !== from.window)
    return { kind: "not-booked" };
  return { kind: "full" };
}

/** The capacity condition of a conditional UPDATE: the window holds fewer scheduled jobs (`id` aside) than its day takes. */
const hasRoom = (id: string, to: Booking) =>
  sql`(SELECT count(*) FROM quote_requests o WHERE o.status = 'scheduled' AND o.booked_date = ${to.date} AND o.booked_window = ${to.window} AND o.id <> ${id}) < ${capacitySql(to.date)}`;

export type BookResult = { kind: "booked"; from: string } | { kind: "full" } | { kind: "not-open" };

/**
 * The customer books an approved job into an open window from their page: one conditional UPDATE, as
 * moveBooking, so two customers racing for a window's last place cannot both get it; and the status
 * change recorded as the owner's are ("customer" as who). Only a request not yet booked, nor closed.
 */
export async function bookOpenWindow(db: Db, id: string, to: Booking, now = new Date()): Promise<BookResult> {
  const current = await db.query.quoteRequests.findFirst({ where: eq(quoteRequests.id, id) });
  if (!current || !bookableStatuses.includes(current.status)) return { kind: "not-open" };
  const booked = await db
    .update(quoteRequests)
    .set({ bookedDate: to.date, bookedWindow: to.window, status: "scheduled" })
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.status, current.status), hasRoom(id, to)))
    .returning({ id: quoteRequests.id });
  if (!booked.length) {
    const after = await db.query.quoteRequests.findFirst({ where: eq(quoteRequests.id, id) });
    return after?.status === current.status ? { kind: "full" } : { kind: "not-open" };
  }
  await db
    .insert(quoteStatusChanges)
    .values({ quoteRequestId: id, fromStatus: current.status, toStatus: "scheduled", changedBy: "customer", changedAt: now });
  return { kind: "booked", from: current.status };
}

/** The statuses a customer may book from (an approved quote is checked by the use case). */
export const bookableStatuses: readonly string[] = ["pending", "contacted", "quoted"];
