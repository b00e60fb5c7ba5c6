import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { moveBooking, openWindows, readCapacity, saveCapacity, weekdayOf } from "../src/db/window-capacity";
import { arrivalWindows } from "../src/lib/arrival-windows";
import { addDays, houstonTime } from "../src/lib/houston-time";
import { db, seedRequest } from "./admin-helpers";

// Issue 32: how many jobs the business takes per arrival window, the windows a customer may move
// their booking into, and the move itself, which never puts more jobs in a window than it takes,
// even when two customers race for its last place.

const today = "2026-06-10";
/** 10:30 on Houston's clock: the 5-7, 7-9 and 9-11 windows have begun. */
const now = new Date(houstonTime(today, 10).getTime() + 30 * 60_000);
const tomorrow = addDays(today, 1);
const laterWindows = arrivalWindows.filter((w) => Number(w.slice(0, 2)) > 10);

const scheduled = (date: string, window: string, more: Parameters<typeof seedRequest>[0] = {}) =>
  seedRequest({ status: "scheduled", bookedDate: date, bookedWindow: window, ...more });

const bookingOf = async (id: string) =>
  env.DB.prepare("SELECT status, booked_date AS date, booked_window AS window FROM quote_requests WHERE id = ?")
    .bind(id)
    .first<{ status: string; date: string | null; window: string | null }>();

const scheduledIn = async (date: string, window: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM quote_requests WHERE status = 'scheduled' AND booked_date = ? AND booked_window = ?")
    .bind(date, window)
    .first<{ n: number }>())!.n;

const windowsOn = (days: Awaited<ReturnType<typeof openWindows>>, date: string) => days.find((d) => d.date === date)?.windows;

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM quote_requests"),
    // As a new site has it: no row, so the default of one job per window, every day.
    env.DB.prepare("DELETE FROM window_capacity"),
  ]);
});

describe("jobs per window", () => {
  it("starts at one job a window, every day, with nothing saved", async () => {
    expect(await readCapacity(db)).toEqual({ everyDay: 1, weekdays: {} });
  });

  it("saves the every-day number and exactly the weekdays given", async () => {
    await saveCapacity(db, { everyDay: 2, weekdays: { 0: 0, 6: 3 } });
    expect(await readCapacity(db)).toEqual({ everyDay: 2, weekdays: { 0: 0, 6: 3 } });
    await saveCapacity(db, { everyDay: 1, weekdays: { 5: 4 } });
    expect(await readCapacity(db)).toEqual({ everyDay: 1, weekdays: { 5: 4 } });
    const { results } = await env.DB.prepare("SELECT weekday, jobs FROM window_capacity ORDER BY weekday").all();
    expect(results).toEqual([
      { weekday: -1, jobs: 1 },
      { weekday: 5, jobs: 4 },
    ]);
  });

  it("refuses a number the table does not allow, and keeps what was saved", async () => {
    await saveCapacity(db, { everyDay: 2, weekdays: {} });
    await expect(saveCapacity(db, { everyDay: 51, weekdays: {} })).rejects.toThrow();
    await expect(saveCapacity(db, { everyDay: 1, weekdays: { 7: 1 } })).rejects.toThrow();
    expect(await readCapacity(db)).toEqual({ everyDay: 2, weekdays: {} });
  });
});

describe("the windows a customer may move into", () => {
  it("offers today's windows not yet begun, and every window of the days ahead", async () => {
    const days = await openWindows(db, { now, days: 3 });
    expect(days.map((d) => d.date)).toEqual([today, tomorrow, addDays(today, 2), addDays(today, 3)]);
    expect(windowsOn(days, today)).toEqual(laterWindows.map((window) => ({ window, free: 1 })));
    expect(windowsOn(days, tomorrow)).toEqual(arrivalWindows.map((window) => ({ window, free: 1 })));
    // At 9:00 sharp the 9-11 window has begun.
    const atNine = await openWindows(db, { now: houstonTime(today, 9), days: 0 });
    expect(windowsOn(atNine, today)!.map((w) => w.window)).toEqual(arrivalWindows.filter((w) => Number(w.slice(0, 2)) > 9));
  });

  it("leaves out full windows, counting only scheduled jobs", async () => {
    await scheduled(tomorrow, "11-13");
    // Booked once, then completed, cancelled back to contacted: these take no place.
    await scheduled(tomorrow, "13-15", { status: "completed" });
    await scheduled(tomorrow, "15-17", { status: "contacted" });
    const offered = windowsOn(await openWindows(db, { now, days: 2 }), tomorrow)!.map((w) => w.window);
    expect(offered).not.toContain("11-13");
    expect(offered).toEqual(arrivalWindows.filter((w) => w !== "11-13"));
  });

  it("does not count the customer's own booking against its window (except)", async () => {
    const mine = await scheduled(tomorrow, "11-13");
    expect(windowsOn(await openWindows(db, { now, days: 1, except: mine.id }), tomorrow)).toContainEqual({ window: "11-13", free: 1 });
    // Someone else's booking in the same window still counts.
    await saveCapacity(db, { everyDay: 2, weekdays: {} });
    await scheduled(tomorrow, "11-13");
    expect(windowsOn(await openWindows(db, { now, days: 1, except: mine.id }), tomorrow)).toContainEqual({ window: "11-13", free: 1 });
    expect(windowsOn(await openWindows(db, { now, days: 1 }), tomorrow)!.map((w) => w.window)).not.toContain("11-13");
  });

  it("shows the free places of a window that takes more than one job", async () => {
    await saveCapacity(db, { everyDay: 3, weekdays: {} });
    await scheduled(tomorrow, "07-09");
    await scheduled(tomorrow, "07-09");
    const windows = windowsOn(await openWindows(db, { now, days: 1 }), tomorrow)!;
    expect(windows.find((w) => w.window === "07-09")).toEqual({ window: "07-09", free: 1 });
    expect(windows.find((w) => w.window === "09-11")).toEqual({ window: "09-11", free: 3 });
  });

  it("offers nothing on a weekday whose capacity is 0", async () => {
    const closedDay = addDays(today, 2);
    await saveCapacity(db, { everyDay: 1, weekdays: { [weekdayOf(closedDay)]: 0 } });
    const days = await openWindows(db, { now, days: 7 });
    expect(windowsOn(days, closedDay)).toEqual([]);
    expect(windowsOn(days, addDays(closedDay, 1))).toHaveLength(arrivalWindows.length);
  });
});

describe("moving a booking", () => {
  it("moves a scheduled booking into a free window and says where it was", async () => {
    const request = await scheduled(tomorrow, "07-09");
    expect(await moveBooking(db, request.id, { date: addDays(today, 3), window: "13-15" })).toEqual({
      kind: "moved",
      from: { date: tomorrow, window: "07-09" },
    });
    expect(await bookingOf(request.id)).toEqual({ status: "scheduled", date: addDays(today, 3), window: "13-15" });
  });

  it("answers unchanged for the window it is already in", async () => {
    const request = await scheduled(tomorrow, "07-09");
    expect(await moveBooking(db, request.id, { date: tomorrow, window: "07-09" })).toEqual({ kind: "unchanged" });
    expect(await bookingOf(request.id)).toEqual({ status: "scheduled", date: tomorrow, window: "07-09" });
  });

  it("answers full for a window at capacity, and the booking stays where it was", async () => {
    const request = await scheduled(tomorrow, "07-09");
    await scheduled(tomorrow, "13-15");
    expect(await moveBooking(db, request.id, { date: tomorrow, window: "13-15" })).toEqual({ kind: "full" });
    expect(await bookingOf(request.id)).toEqual({ status: "scheduled", date: tomorrow, window: "07-09" });
    expect(await scheduledIn(tomorrow, "13-15")).toBe(1);
  });

  it("lets jobs that are no longer scheduled take no place in the window moved into", async () => {
    const request = await scheduled(tomorrow, "07-09");
    await scheduled(tomorrow, "13-15", { status: "completed" });
    expect((await moveBooking(db, request.id, { date: tomorrow, window: "13-15" })).kind).toBe("moved");
  });

  it("answers not-booked for a request that is not scheduled, or does not exist, and changes nothing", async () => {
    const completed = await scheduled(tomorrow, "07-09", { status: "completed" });
    const pending = await seedRequest();
    for (const id of [completed.id, pending.id, crypto.randomUUID()])
      expect(await moveBooking(db, id, { date: tomorrow, window: "13-15" })).toEqual({ kind: "not-booked" });
    expect(await bookingOf(completed.id)).toEqual({ status: "completed", date: tomorrow, window: "07-09" });
    expect(await bookingOf(pending.id)).toEqual({ status: "pending", date: null, window: null });
  });

  it("lets two into a window that takes two, and not a third", async () => {
    await saveCapacity(db, { everyDay: 2, weekdays: {} });
    const [a, b, c] = [await scheduled(tomorrow, "05-07"), await scheduled(tomorrow, "07-09"), await scheduled(tomorrow, "09-11")];
    const to = { date: addDays(today, 4), window: "15-17" };
    expect((await moveBooking(db, a.id, to)).kind).toBe("moved");
    expect((await moveBooking(db, b.id, to)).kind).toBe("moved");
    expect(await moveBooking(db, c.id, to)).toEqual({ kind: "full" });
    expect(await scheduledIn(to.date, to.window)).toBe(2);
    expect(await bookingOf(c.id)).toMatchObject({ date: tomorrow, window: "09-11" });
  });

  it("never moves into a weekday whose capacity is 0, while other days take the move", async () => {
    const closedDay = addDays(today, 5);
    await saveCapacity(db, { everyDay: 1, weekdays: { [weekdayOf(closedDay)]: 0 } });
    const request = await scheduled(tomorrow, "07-09");
    expect(await moveBooking(db, request.id, { date: closedDay, window: "11-13" })).toEqual({ kind: "full" });
    expect((await moveBooking(db, request.id, { date: addDays(closedDay, 1), window: "11-13" })).kind).toBe("moved");
  });

  it("gives the last place to exactly one of two customers moving at once", async () => {
    await saveCapacity(db, { everyDay: 2, weekdays: {} });
    for (let round = 0; round < 10; round++) {
      const to = { date: addDays(today, 2 + round), window: laterWindows[round % laterWindows.length]! };
      // One job already there: one place left.
      await scheduled(to.date, to.window);
      const a = await scheduled(tomorrow, "05-07");
      const b = await scheduled(tomorrow, "07-09");
      const results = await Promise.all([moveBooking(db, a.id, to), moveBooking(db, b.id, to)]);
      expect(results.map((r) => r.kind).sort(), `round ${round}`).toEqual(["full", "moved"]);
      expect(await scheduledIn(to.date, to.window), `round ${round}`).toBe(2);
      // The one who lost keeps the booking they had.
      const loser = results[0]!.kind === "full" ? a : b;
      expect(await bookingOf(loser.id)).toEqual({ status: "scheduled", date: tomorrow, window: loser.bookedWindow });
    }
  });
});
