import { keptCents } from "../../db/payment-money";
import type { Payment, Refund } from "../../db/schema";
import { adminRequestAction } from "../../lib/paths";
import { centsToField, formatPaidCents } from "../../lib/pricing/money";
import { control, hint, label, refusedNote } from "./form-kit";
import { formatDateTime } from "./format";
import { paymentKindLabel, paymentState } from "./payment-labels";

/** A refused refund: which payment, what was typed, and why. */
export type RefundFormState = { paymentId: string; amount: string; reason: string; error: string };

/** The request's online payments (oldest first), their refunds, and a refused refund's form. */
export type PaymentFacts = { list: Payment[]; refunds: Refund[]; form?: RefundFormState; owner: boolean };

// Online payments on a request's detail: each deposit or balance, its amount and state (held,
// charged, captured, refunded), Stripe's id to find it in the Dashboard, its refunds, and for the
// owner a refund form (all that is left, or part of it, with a reason).
export function PaymentsPanel({ list, refunds, form, owner }: PaymentFacts) {
  if (!list.length) return null;
  return (
    <section aria-labelledby="payments-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="payments-heading" className="text-lg font-semibold text-ink-900">
        Online payments
      </h2>
      <ul className="mt-2 divide-y divide-slate-200">
        {list.map((p) => (
          <li key={p.id} className="py-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold text-ink-900">{`${paymentKindLabel(p)} ${formatPaidCents(p.amountCents)}`}</span>
              <span data-payment-state="" className="text-sm font-medium text-ink-800">
                {paymentState(p)}
              </span>
            </div>
            <p className="mt-0.5 text-xs break-all text-ink-700">
              {`${p.paidAt ? formatDateTime(p.paidAt) : formatDateTime(p.createdAt)} · `}
              <span className="font-mono">{p.paymentIntentId ?? p.checkoutSessionId ?? "no Stripe id yet"}</span>
            </p>
            <RefundList refunds={refunds.filter((r) => r.paymentId === p.id)} />
            {owner && keptCents(p) > 0 && <RefundForm payment={p} form={form?.paymentId === p.id ? form : undefined} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RefundList({ refunds }: { refunds: Refund[] }) {
  if (!refunds.length) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-sm text-ink-800" aria-label="Refunds">
      {refunds.map((r) => (
        <li key={r.id} className="wrap-anywhere">
          {`Refunded ${formatPaidCents(r.cents)} · ${formatDateTime(r.refundedAt)} · ${r.refundedBy}`}
          {r.reason ? <span className="text-ink-700">{` · ${r.reason}`}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function RefundForm({ payment: p, form }: { payment: Payment; form?: RefundFormState }) {
  const left = keptCents(p);
  const id = (f: string) => `refund-${p.id}-${f}`;
  return (
    <details open={Boolean(form)} className="mt-2 rounded-lg ring-1 ring-slate-300">
      <summary className="flex min-h-11 cursor-pointer list-none items-center px-3 text-sm font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
        {`Refund (up to ${formatPaidCents(left)})`}
      </summary>
      <form method="post" action={adminRequestAction(p.quoteRequestId, "refund")} className="grid gap-3 px-3 pb-3">
        <input type="hidden" name="payment" value={p.id} />
        {form && (
          <p role="alert" className={`${refusedNote} wrap-anywhere`}>
            {`Nothing was refunded: ${form.error}`}
          </p>
        )}
        <div>
          <label htmlFor={id("amount")} className={label}>
            Amount, in dollars
          </label>
          <input
            id={id("amount")}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            maxLength={14}
            defaultValue={form?.amount ?? centsToField(left)}
            aria-describedby={id("amount-hint")}
            className={`${control} h-11`}
          />
          <p id={id("amount-hint")} className={hint}>{`All that is left is ${formatPaidCents(left)}; a smaller amount refunds part.`}</p>
        </div>
        <div>
          <label htmlFor={id("reason")} className={label}>
            Reason (kept with the refund)
          </label>
          <input
            id={id("reason")}
            name="reason"
            required
            maxLength={200}
            autoComplete="off"
            defaultValue={form?.reason ?? ""}
            className={`${control} h-11`}
          />
        </div>
        <button type="submit" className="h-11 rounded-md bg-ink-900 px-4 font-semibold text-white hover:bg-ink-800 sm:justify-self-start">
          Refund
        </button>
      </form>
    </details>
  );
}
