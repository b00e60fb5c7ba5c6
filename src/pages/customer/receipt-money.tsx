import type { ReactNode } from "react";
import { receiptMoneyWords } from "../../content/i18n/receipt-money";
import type { Locale } from "../../content/locale";
import { formatPaidCents } from "../../lib/pricing/money";
import type { ReceiptMoney } from "../../use-cases/payments/balance";
import { primaryButton } from "./parts";

// The receipt's money once something was paid online (issue 46): the final amount, the deposit
// paid, other online payments, refunds, and the balance: due (with "Pay the balance") or paid on
// the day by the crew's method.

/** `paidBy`: the receipt's own "Paid by" row, for a balance the crew took on the day. */
export function moneyRows(m: ReceiptMoney, paidBy: [string, string], locale: Locale): [string, ReactNode][] {
  const w = receiptMoneyWords(locale);
  const money = (cents: number) => formatPaidCents(cents, locale);
  const otherOnline = m.paidOnlineCents - m.depositCents;
  const rows: [string, ReactNode][] = [
    [w.final, <span className="text-2xl leading-5 font-extrabold tracking-tight">{money(m.finalCents)}</span>],
  ];
  if (m.depositCents) rows.push([w.depositPaid, money(m.depositCents)]);
  if (otherOnline > 0) rows.push([w.paidOnline, money(otherOnline)]);
  if (m.refundedCents) rows.push([w.refunded, money(m.refundedCents)]);
  if (m.due) rows.push([w.balanceDue, <span className="font-bold">{money(m.balanceCents)}</span>]);
  else if (m.balanceCents > 0) rows.push([w.balance, money(m.balanceCents)], paidBy);
  else rows.push([w.balance, money(0)]);
  return rows;
}

export function PayBalance({ money: m, locale, action }: { money: ReceiptMoney; locale: Locale; action: string }) {
  const w = receiptMoneyWords(locale);
  return (
    <form method="post" action={action} className="mt-4 print:hidden">
      <button type="submit" className={`${primaryButton} w-full sm:w-auto`}>
        {w.payBalance(formatPaidCents(m.balanceCents, locale))}
      </button>
      <p className="mt-2 text-sm text-ink-700">{w.payBalanceNote}</p>
    </form>
  );
}
