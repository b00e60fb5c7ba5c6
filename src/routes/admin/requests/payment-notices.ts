import { paymentTotals } from "../../../db/payment-money";
import type { JobCompletion, Payment } from "../../../db/schema";
import { formatPaidCents } from "../../../lib/pricing/money";

// The notices of the payments' actions (?captured=1 after completing, ?refunded=<payment>,
// ?released=1 after a decline), read from the payments themselves: a link cannot say what did not happen.

/** After completing a job with a held card: what was captured, and the balance when the final amount was above the hold. */
export function captureNote(query: Record<string, string>, payments: Payment[], completion: JobCompletion | null) {
  const captured = payments.find((p) => p.status === "captured");
  if (!query.captured || !captured || !completion) return "";
  const over = completion.finalCents - captured.capturedCents;
  return over > 0
    ? ` The card was held for ${formatPaidCents(captured.amountCents)}, less than the final amount: capturing more was refused, so the hold was captured and ${formatPaidCents(over)} is the balance left to pay.`
    : ` ${formatPaidCents(captured.capturedCents)} was captured from the held card.`;
}

/** After a refund or a decline that refunded or released. */
export function paymentNotice(query: Record<string, string>, payments: Payment[]) {
  if (query.released) return "Declined. The card hold was released: nothing was charged.";
  const payment = payments.find((p) => p.id === query.refunded);
  if (!payment) return undefined;
  const { refundedCents } = paymentTotals([payment]);
  const declined = query.declined ? "Declined. " : "";
  return `${declined}Refunded ${formatPaidCents(refundedCents)} of the ${payment.kind}'s ${formatPaidCents(payment.capturedCents)} in all. The customer's bank shows it in 5 to 10 days.`;
}
