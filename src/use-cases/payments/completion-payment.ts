import { paymentTotals } from "../../db/payment-money";
import { paymentsOf } from "../../db/payments";
import type { CompletionValues } from "../../lib/completion-form";
import { onlinePayment } from "../../lib/completion";
import { formatPaidCents } from "../../lib/pricing/money";
import type { OwnerPaymentDeps } from "./deps";
import { captureHold, heldPayment } from "./hold";

// What completing a job does with its online payments: a held card is captured for the final amount
// (never more than the hold: above it, the hold is captured and the rest is a balance), and the
// completion says "paid online" when what was paid online covers the final amount.

export type CaptureNote = { ok: boolean; message: string };

export async function settleOnCompletion(
  deps: OwnerPaymentDeps,
  requestId: string,
  values: CompletionValues,
): Promise<{ values: CompletionValues; capture: CaptureNote | null }> {
  const held = await heldPayment(deps.db, requestId);
  let capture: CaptureNote | null = null;
  if (held) {
    const cents = Math.min(values.finalCents, held.amountCents);
    const done = await captureHold(deps, held, cents);
    const over = values.finalCents - cents;
    capture = done.ok
      ? {
          ok: true,
          message:
            over > 0
              ? `The card was held for ${formatPaidCents(held.amountCents)}, less than the final amount: capturing ${formatPaidCents(values.finalCents)} was refused, so the hold was captured and ${formatPaidCents(over)} is the balance left to pay.`
              : `${formatPaidCents(cents)} was captured from the held card.`,
        }
      : { ok: false, message: `The card hold was not captured: ${done.message} Save the job again to retry.` };
  }
  const { keptCents } = paymentTotals(await paymentsOf(deps.db, requestId));
  const paidOnline = keptCents > 0 && keptCents >= values.finalCents;
  return { values: paidOnline ? { ...values, paymentMethod: onlinePayment } : values, capture };
}
