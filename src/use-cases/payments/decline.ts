import { keptCents } from "../../db/payment-money";
import { paymentsOf } from "../../db/payments";
import { changeStatus } from "../../db/quote-requests";
import type { OwnerPaymentDeps } from "./deps";
import { heldPayment, releaseHold } from "./hold";
import { refundPayment } from "./refund";

// The owner declines a job: the status, then its money. A held card is always released (nothing was
// charged, and nothing will be); what was charged is refunded only when the owner says so (the
// status form's "Refund the deposit", ticked by default): a customer who never showed up may have
// forfeited it. A Stripe failure leaves the job declined and says what is left to do.

export type DeclineInput = { id: string; by: string; refund: boolean };
export type DeclineOutcome = { released: boolean; refunded: string[]; problems: string[] };

export async function declineJob(deps: OwnerPaymentDeps, { id, by, refund }: DeclineInput): Promise<DeclineOutcome | null> {
  const updated = await changeStatus(deps.db, id, "declined", by, deps.now);
  if (!updated) return null;
  const out: DeclineOutcome = { released: false, refunded: [], problems: [] };
  const held = await heldPayment(deps.db, id);
  if (held) {
    const done = await releaseHold(deps, held);
    if (done.ok) out.released = true;
    else out.problems.push(`The card hold was not released: ${done.message}`);
  }
  if (!refund) return out;
  for (const payment of await paymentsOf(deps.db, id)) {
    if (keptCents(payment) === 0) continue;
    const done = await refundPayment(deps, { requestId: id, paymentId: payment.id, cents: null, reason: "Job declined", by });
    if (done.ok) out.refunded.push(payment.id);
    else out.problems.push(`The ${payment.kind} was not refunded: ${done.message}`);
  }
  return out;
}
