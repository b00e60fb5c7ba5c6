import { paymentTotals } from "../../db/payment-money";
import type { Payment } from "../../db/schema";
import { formatPaidCents } from "../../lib/pricing/money";

// Beside "Complete the job": what the customer already paid online (or the card held), so the crew
// asks only for the rest; a final amount the deposit covers is recorded "paid online" by itself.
export function OnlinePaid({ payments }: { payments: Payment[] }) {
  const { keptCents } = paymentTotals(payments);
  const held = payments.find((p) => p.status === "held");
  if (!keptCents && !held) return null;
  const parts = [
    keptCents ? `${formatPaidCents(keptCents)} paid online` : "",
    held
      ? `a card held for ${formatPaidCents(held.amountCents)}, captured for the final amount when you save (never more than the hold)`
      : "",
  ].filter(Boolean);
  return (
    <p data-online-paid="" className="mt-2 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950 ring-1 ring-sky-200">
      {`Already: ${parts.join("; ")}. Collect only the rest; a final amount covered online is recorded as paid online.`}
    </p>
  );
}
