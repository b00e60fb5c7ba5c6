import { quoteInForce } from "../../db/customer-page";
import type { QuoteRequest } from "../../db/schema";
import { bookOpenWindow } from "../../db/window-capacity";
import type { Outcome } from "../deps";
import { tellOwner, type CustomerDeps } from "./alerts";
import { refusal } from "./move-booking";
import { offersWindow, windowChoices } from "./windows";

type Booked = Outcome<object, { reason: "not-approved" | "not-open" | "full" | "invalid" }>;

/**
 * Approve, then book: once the quote in force is approved, the customer takes an open window from
 * their page (the one they asked for on the form, or another the page offers), and the job is
 * scheduled. "not-open" is a request already booked or closed; "full", a window the page shows
 * whose last place went; "invalid", a window never on offer.
 */
export async function bookApprovedJob(deps: CustomerDeps, request: QuoteRequest, to: { date: string; window: string }): Promise<Booked> {
  const quote = await quoteInForce(deps.db, request.id);
  if (!quote?.approvedAt) return { ok: false, reason: "not-approved" };
  const choices = await windowChoices(deps, request);
  if (!offersWindow(choices, to)) return { ok: false, reason: refusal(choices, to, deps.now) };
  const booked = await bookOpenWindow(deps.db, request.id, to, deps.now);
  if (booked.kind !== "booked") return { ok: false, reason: booked.kind };
  tellOwner(deps, request, { kind: "booked", detail: { date: to.date, window: to.window } });
  return { ok: true };
}
