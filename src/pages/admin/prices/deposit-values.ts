import type { CheckoutMethod, DepositRuleRow } from "../../../db/schema";
import { centsToField } from "../../../lib/pricing/money";

// The Prices screen's deposit rule (issue 46) as typed, and how its history words each save; the
// post is read and checked in src/routes/admin/deposit-form.ts.
export const checkoutMethods: readonly CheckoutMethod[] = ["card", "link", "us_bank_account"];
export const checkoutMethodLabels: Record<CheckoutMethod, string> = {
  card: "Card (Apple Pay and Google Pay come with it)",
  link: "Link (Stripe's saved details)",
  us_bank_account: "US bank account (ACH: takes days to clear)",
};

/** One checkbox per method: a form's repeated name would need the body read as lists. */
export const methodField = (m: CheckoutMethod) => `method-${m}`;

/** The largest fixed deposit, as the column allows: $100,000.00. */
export const maxDepositCents = 10_000_000;

export type DepositFormValues = { kind: string; fixed: string; percent: string; holdCard: boolean; methods: string[] };
export type DepositErrors = Partial<Record<"kind" | "fixed" | "percent" | "methods", string>>;

export const depositValuesOf = (rule: DepositRuleRow | null): DepositFormValues => ({
  kind: rule?.kind ?? "none",
  fixed: rule?.fixedCents ? centsToField(rule.fixedCents) : "",
  percent: rule?.percent ? String(rule.percent) : "",
  holdCard: rule?.holdCard ?? false,
  methods: rule?.methods ?? ["card"],
});

const methodNames = (methods: readonly string[]) =>
  methods.map((m) => checkoutMethodLabels[m as CheckoutMethod]?.split(" (")[0] ?? m).join(", ");

/** What a save changed from the version before it: "No deposit → 25% of the approved quote's top · methods Card → Card, Link". */
export function depositChanges(before: DepositRuleRow | undefined, after: DepositRuleRow) {
  if (!before) return after.version === 1 ? "The first rule saved." : null;
  const out: string[] = [];
  const [a, b] = [depositRuleText(before), depositRuleText(after)];
  if (a !== b) out.push(`${a} → ${b}`);
  if (methodNames(before.methods) !== methodNames(after.methods))
    out.push(`methods ${methodNames(before.methods)} → ${methodNames(after.methods)}`);
  return out.length ? `Changed: ${out.join(" · ")}` : "Saved again with no change.";
}

export const depositMethodsText = (rule: Pick<DepositRuleRow, "methods">) => methodNames(rule.methods);

export function depositRuleText(rule: Pick<DepositRuleRow, "kind" | "fixedCents" | "percent" | "holdCard">) {
  if (rule.kind === "none") return "No deposit";
  const amount = rule.kind === "fixed" ? `$${centsToField(rule.fixedCents ?? 0)} deposit` : `${rule.percent}% of the approved quote's top`;
  return rule.holdCard ? `${amount}, card held for jobs within 7 days` : amount;
}
