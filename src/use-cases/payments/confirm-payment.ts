import { recordCustomerEvent } from "../../db/customer-events";
import { approveQuote as approveInDb } from "../../db/customer-page";
import { paymentById, updatePayment } from "../../db/payments";
import type { Payment } from "../../db/schema";
import { bookOpenWindow } from "../../db/window-capacity";
import { houstonDate } from "../../lib/houston-time";
import { tellOwner } from "../customer/alerts";
import { markBalancePaid } from "./balance";
import type { PaymentDeps } from "./deps";

// Stripe's webhook confirmed a payment: charged (paid) or the card held (manual capture). Only here
// is a quote approved and its window booked for a customer who pays a deposit, never on the success
// redirect (a customer may close the tab before it). Idempotent and order-free: a payment already
// confirmed is not confirmed again (the same event twice, or completed and capturable both sent for
// a hold); one refunded in full before the confirmation arrived is recorded but books nothing.

export type Confirmation = { status: "paid" | "held"; paymentIntentId: string | null };
export type Confirmed = { outcome: "confirmed" | "already" | "unknown"; quoteRequestId: string | null; booked?: boolean };

const unconfirmed = ["pending", "open", "expired", "failed"] as const;

export async function confirmPayment(deps: PaymentDeps, paymentId: string, how: Confirmation): Promise<Confirmed> {
  const { db, now } = deps;
  const payment = await paymentById(db, paymentId);
  if (!payment) return { outcome: "unknown", quoteRequestId: null };
  const changed = await updatePayment(
    db,
    payment.id,
    {
      status: how.status,
      paidAt: now,
      capturedCents: how.status === "paid" ? payment.amountCents : 0,
      ...(how.paymentIntentId ? { paymentIntentId: how.paymentIntentId } : {}),
    },
    now,
    unconfirmed,
  );
  if (!changed) {
    // Confirmed before (a repeat, or the other of a hold's two events): keep the intent id if it was missing.
    if (how.paymentIntentId && !payment.paymentIntentId) await updatePayment(db, payment.id, { paymentIntentId: how.paymentIntentId }, now);
    return { outcome: "already", quoteRequestId: payment.quoteRequestId };
  }
  const booked = await bookPaid(deps, changed);
  return { outcome: "confirmed", quoteRequestId: payment.quoteRequestId, booked };
}

/** A deposit confirmed: the quote approved and the window asked for booked, while it is still open. */
async function bookPaid(deps: PaymentDeps, payment: Payment) {
  const { db, now } = deps;
  const request = await db.query.quoteRequests.findFirst({ where: (r, { eq }) => eq(r.id, payment.quoteRequestId) });
  if (!request) return false;
  const held = payment.status === "held";
  await recordCustomerEvent(db, request.id, "paid", { paymentId: payment.id, kind: payment.kind, cents: payment.amountCents, held }, now);
  let booked: { date: string; window: string } | null = null;
  // A deposit refunded in full before Stripe's confirmation arrived (events come in any order) books nothing.
  if (payment.kind === "deposit" && payment.refundedCents < payment.amountCents) {
    const approval = await approveInDb(db, request, payment.quoteVersion, houstonDate(now), now);
    const approved = approval === "approved" || approval === "already";
    if (approved && payment.bookedDate && payment.bookedWindow) {
      const to = { date: payment.bookedDate, window: payment.bookedWindow };
      // Taken meanwhile: approved and paid, and the page offers the open windows (the chooser of an approved job).
      if ((await bookOpenWindow(db, request.id, to, now)).kind === "booked") booked = to;
    }
  }
  // A balance paid from the receipt: the completion says "paid online" (part B, ./balance.ts).
  if (payment.kind === "balance") await markBalancePaid(deps, request.id);
  tellOwner(deps, request, { kind: "paid", detail: { cents: payment.amountCents, held, payment: payment.kind, booked } });
  return booked !== null;
}
