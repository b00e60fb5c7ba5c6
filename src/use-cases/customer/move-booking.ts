import { recordCustomerEvent } from "../../db/customer-events";
import type { QuoteRequest } from "../../db/schema";
import { moveBooking as moveInDb, openWindows, windowBegun } from "../../db/window-capacity";
import { customerMoveDays } from "../../config/time";
import { isArrivalWindow } from "../../lib/arrival-windows";
import { isCalendarDate } from "../../lib/houston-time";
import type { Outcome } from "../deps";
import { tellOwner, type CustomerDeps } from "./alerts";

type Moved = Outcome<object, { reason: "not-booked" | "full" | "invalid" }>;

/**
 * "I need another time": the booking moves to a window the page offers (open, not begun, within
 * the next two weeks). A window the page would offer but for the jobs in it is "full"; anything
 * else was never on offer ("invalid").
 */
export async function moveBooking(deps: CustomerDeps, request: QuoteRequest, to: { date: string; window: string }): Promise<Moved> {
  const { date, window } = to;
  if (request.status !== "scheduled") return { ok: false, reason: "not-booked" };
  const open = await openWindows(deps.db, { days: customerMoveDays, except: request.id });
  const offered =
    isCalendarDate(date) && isArrivalWindow(window) && open.some((d) => d.date === date && d.windows.some((w) => w.window === window));
  if (!offered) {
    const inRange = open.some((d) => d.date === date);
    const taken = inRange && isArrivalWindow(window) && !windowBegun({ date, window }, deps.now);
    return { ok: false, reason: taken ? "full" : "invalid" };
  }
  const moved = await moveInDb(deps.db, request.id, { date, window });
  if (moved.kind === "full") return { ok: false, reason: "full" };
  if (moved.kind === "not-booked") return { ok: false, reason: "not-booked" };
  if (moved.kind === "moved") {
    const detail = { fromDate: moved.from.date, fromWindow: moved.from.window, toDate: date, toWindow: window };
    await recordCustomerEvent(deps.db, request.id, "moved", detail);
    tellOwner(deps, request, { kind: "moved", detail });
  }
  return { ok: true };
}
