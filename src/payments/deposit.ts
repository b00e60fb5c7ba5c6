import type { DepositRuleRow } from "../db/schema";

// The owner's rule applied to an approved quote: what the customer pays on approving, in integer
// cents, and whether the card is held instead (manual capture holds a card for 7 days, so only a
// job within 7 days may be held).

/** Stripe's smallest US charge. */
export const minimumChargeCents = 50;
/** Days a manual-capture hold lasts: a job further out is charged instead. */
export const holdDays = 7;

/** The deposit for a quote whose top is highCents; 0 when the rule asks none. */
export function depositCents(rule: DepositRuleRow | null, highCents: number): number {
  if (!rule || rule.kind === "none") return 0;
  const cents = rule.kind === "fixed" ? (rule.fixedCents ?? 0) : Math.round((highCents * (rule.percent ?? 0)) / 100);
  // A fixed deposit above the quote's top asks no more than the top.
  const capped = Math.min(cents, highCents);
  return capped >= minimumChargeCents ? capped : 0;
}

/** Manual capture when the rule holds cards and the job's day is within 7 days of today (Houston days, "YYYY-MM-DD"). */
export function captureFor(rule: DepositRuleRow | null, jobDay: string | null, today: string): "automatic" | "manual" {
  if (!rule?.holdCard || !jobDay) return "automatic";
  const days = (Date.parse(`${jobDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days >= 0 && days < holdDays ? "manual" : "automatic";
}
