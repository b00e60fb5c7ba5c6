import { recordCustomerEvent } from "../../db/customer-events";
import type { QuoteRequest } from "../../db/schema";
import { moveBooking as moveInDb, windowBegun } from "../../db/window-capacity";
import { isArrivalWindow } from "../../lib/arrival-windows";
import { isCalendarDate } from "../../lib/houston-time";
import type { Outcome } from "../deps";
import { tellOwner, type CustomerDeps } from "./alerts";
import { offersWindow, showsDay, windowChoices, type WindowChoices } from "./windows";

type Moved = Outcome<object, { reason: "not-booked" | "full" | "invalid" }>;

/** Why a window the page was asked for cannot be taken: "full" when the page shows it but for the jobs in it, else "invalid". */
export function refusal(choices: WindowChoices, { date, window }: { date: string; window: string }, now: Date) {
  const taken = isCalendarDate(date) && showsDay(choices, date) && isArrivalWindow(window) && !windowBegun({ date, window }, now);
  return taken ? ("full" as const) : ("invalid" as const);
}

/**
 * "I need another time": the booking moves to a window the page offers (./windows.ts). A window the
 * page shows but for the jobs in it is "full"; anything else was never on offer ("invalid").
 */
export async function moveBooking(deps: CustomerDeps, request: QuoteRequest, to: { date: string; window: string }): Promise<Moved> {
  const { date, window } = to;
  if (request.status !== "scheduled") return { ok: false, reason: "not-booked" };
  const choices = await windowChoices(deps, request);
  if (!offersWindow(choices, to)) return { ok: false, reason: refusal(choices, to, deps.now) };
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
