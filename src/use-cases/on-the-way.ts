import { recordCustomerEvent } from "../db/customer-events";
import { markOnTheWay as markRow, requestById } from "../db/request-by-id";
import { houstonDate } from "../lib/houston-time";
import type { OnTheWay } from "../lib/on-the-way";
import type { PushEnv } from "../push/config";
import { onTheWayAlert } from "../push/customer-push";
import { onTheWayText } from "./customer-texts";
import { tellCustomer } from "./customer-texts-tell";
import type { Deps, Outcome } from "./deps";

// "On our way" from a scheduled job's detail (owner or staff), on the booked day only (Houston's
// date): stored on the request, shown on the customer's page and timeline, pushed to the
// customer's phone when they turned notifications on, and offered to the crew as a one-tap text
// with the arrival as a clock time (the detail shows it after the redirect, from the row). The
// outcome says whether the phone was told, so the crew knows the text is the way they hear.

export type OnTheWayRefusal = "not-found" | "not-scheduled" | "not-today";
export type OnTheWayOutcome = Outcome<{ phone: boolean }, { reason: OnTheWayRefusal; bookedDate?: string }>;

export async function markOnTheWay(
  deps: Deps & { env: PushEnv },
  { id, onTheWay, by }: { id: string; onTheWay: OnTheWay; by: string },
): Promise<OnTheWayOutcome> {
  const { db, now } = deps;
  const { minutes, crewLead } = onTheWay;
  const request = await requestById(db, id);
  if (!request) return { ok: false, reason: "not-found" };
  // A job a week away is not on its way: a mistaken tap would tell the customer so.
  if (request.status === "scheduled" && request.bookedDate !== houstonDate(now))
    return { ok: false, reason: "not-today", bookedDate: request.bookedDate ?? undefined };
  // Only while the job is scheduled: the panel is not shown otherwise, and a stale form must not tell a customer whose job is done.
  const marked = await markRow(db, id, onTheWay, now);
  if (!marked) return { ok: false, reason: "not-scheduled" };
  await recordCustomerEvent(db, id, "on-the-way", { minutes, crewLead, by }, now);
  const text = onTheWayText(marked, { at: now, minutes, crewLead });
  const told = await tellCustomer(deps, {
    request: marked,
    moment: "on-the-way",
    by,
    text,
    alert: onTheWayAlert(marked, minutes, crewLead),
  });
  return { ok: true, phone: told.push };
}
