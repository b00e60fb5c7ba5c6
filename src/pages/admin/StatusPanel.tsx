import { paymentTotals } from "../../db/payment-money";
import type { Payment, QuoteRequest } from "../../db/schema";
import { formatPaidCents } from "../../lib/pricing/money";
import { quoteStatuses } from "../../db/quote-requests";
import { statusLabel } from "./format";
import { adminRequestAction } from "../../lib/paths";

// The request's status and a form to change it; who changed it when is in the Timeline. With money
// paid online, declining asks whether to refund it (ticked: a job not done is usually given back; a
// no-show's deposit may be kept); a held card is always let go.
export function StatusPanel({
  request: r,
  payments = [],
  owner = false,
}: {
  request: QuoteRequest;
  payments?: Payment[];
  owner?: boolean;
}) {
  const { keptCents } = paymentTotals(payments);
  const held = payments.find((p) => p.status === "held");
  return (
    <section aria-labelledby="status-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="status-heading" className="text-lg font-semibold text-ink-900">
        Status
      </h2>
      <form method="post" action={adminRequestAction(r.id, "status")} className="mt-3 flex flex-wrap items-end gap-2">
        <label htmlFor="new-status" className="w-full text-sm font-medium text-ink-700">
          Change status to
        </label>
        <select
          id="new-status"
          name="status"
          defaultValue={r.status}
          className="h-11 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 text-base"
        >
          {quoteStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
        <button type="submit" className="h-11 rounded-md bg-ink-900 px-4 font-semibold text-white hover:bg-ink-800">
          Update status
        </button>
        {r.status !== "declined" && owner && keptCents > 0 && (
          <label className="flex min-h-11 w-full items-center gap-3 text-sm text-ink-900">
            <input type="checkbox" name="refund" value="yes" defaultChecked className="size-5 shrink-0 accent-ink-900" />
            {`If declining: refund the ${formatPaidCents(keptCents)} paid online`}
          </label>
        )}
        {r.status !== "declined" && held && (
          <p className="w-full text-sm text-ink-700">{`Declining releases the card held for ${formatPaidCents(held.amountCents)}.`}</p>
        )}
      </form>
    </section>
  );
}
