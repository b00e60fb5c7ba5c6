import type { Payment, PaymentStatus } from "../../db/schema";
import { keptCents } from "../../db/payment-money";
import { formatPaidCents } from "../../lib/pricing/money";

// How the owner's screens name a payment's state: what Stripe holds, charged, captured or gave back.

const statusWords: Record<PaymentStatus, string> = {
  pending: "not sent to Stripe",
  open: "waiting at Checkout",
  paid: "charged",
  held: "card held",
  captured: "captured",
  released: "hold released",
  expired: "Checkout expired unpaid",
  failed: "failed",
};

/** "charged", "captured, $20.00 refunded", "refunded": what the owner reads beside a payment. */
export function paymentState(p: Payment) {
  if (p.refundedCents > 0 && keptCents(p) === 0) return "refunded";
  const base = statusWords[p.status];
  return p.refundedCents > 0 ? `${base}, ${formatPaidCents(p.refundedCents)} refunded` : base;
}

export const paymentKindLabel = (p: Pick<Payment, "kind">) => (p.kind === "deposit" ? "Deposit" : "Balance");
