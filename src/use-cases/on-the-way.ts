import { recordCustomerEvent } from "../db/customer-events";
import { markOnTheWay as markRow, requestExists } from "../db/request-by-id";
import type { OnTheWay } from "../lib/on-the-way";
import type { PushEnv } from "../push/config";
import { customerHasPhones, onTheWayAlert, pushToCustomer } from "../push/customer-push";
import type { Deps, Outcome } from "./deps";

// "On our way" from a scheduled job's detail (owner or staff): stored on the request, shown on the
// customer's page and timeline, and pushed to the customer's phone when they turned notifications
// on. The outcome says which, so the crew knows whether to call or text instead.

export type OnTheWayOutcome = Outcome<{ phone: boolean }, { reason: "not-found" | "not-scheduled" }>;

export async function markOnTheWay(
  deps: Deps & { env: PushEnv },
  { id, onTheWay, by }: { id: string; onTheWay: OnTheWay; by: string },
): Promise<OnTheWayOutcome> {
  const { db, env, now } = deps;
  const { minutes, crewLead } = onTheWay;
  // Only while the job is scheduled: the panel is not shown otherwise, and a stale form must not tell a customer whose job is done.
  const marked = await markRow(db, id, onTheWay, now);
  if (!marked) return { ok: false, reason: (await requestExists(db, id)) ? "not-scheduled" : "not-found" };
  await recordCustomerEvent(db, id, "on-the-way", { minutes, crewLead, by }, now);
  const phone = await customerHasPhones(env, db, id);
  if (phone) deps.background(pushToCustomer(env, db, id, onTheWayAlert(marked, minutes, crewLead)), "on-the-way push", id);
  return { ok: true, phone };
}
