import { depositKinds, type DepositKind } from "../../db/schema";
import type { NewDepositRule } from "../../db/payments";
import { parseDollars } from "../../lib/pricing/money";
import { minimumChargeCents } from "../../payments/deposit";
import {
  checkoutMethods,
  maxDepositCents,
  methodField,
  type DepositErrors,
  type DepositFormValues,
} from "../../pages/admin/prices/deposit-values";
import { textOf } from "./form";

// The Prices screen's deposit rule post (issue 46): read back as typed, then checked into a rule in
// whole cents and whole percents, or a message by each field at fault.

export function readDepositForm(body: Record<string, unknown>): DepositFormValues {
  return {
    kind: textOf(body.kind),
    fixed: textOf(body.fixed).trim(),
    percent: textOf(body.percent).trim(),
    holdCard: typeof body.holdCard === "string",
    methods: checkoutMethods.filter((m) => typeof body[methodField(m)] === "string"),
  };
}

export type DepositCheck = { ok: true; rule: Omit<NewDepositRule, "createdAt" | "createdBy"> } | { ok: false; errors: DepositErrors };

export function checkDepositForm(v: DepositFormValues): DepositCheck {
  const errors: DepositErrors = {};
  const kind = depositKinds.find((k) => k === v.kind) as DepositKind | undefined;
  if (!kind) errors.kind = "Choose no deposit, a fixed amount or a percentage";
  let fixedCents: number | null = null;
  let percent: number | null = null;
  if (kind === "fixed") {
    fixedCents = parseDollars(v.fixed);
    if (fixedCents === null || fixedCents < minimumChargeCents || fixedCents > maxDepositCents) {
      errors.fixed = "Write an amount in dollars and cents from $0.50 (Stripe's smallest charge) to $100,000.00, like 50 or 49.99";
      fixedCents = null;
    }
  }
  if (kind === "percent") {
    percent = /^\d{1,3}$/.test(v.percent) ? Number(v.percent) : null;
    if (percent === null || percent < 1 || percent > 100) {
      errors.percent = "Write a whole percentage from 1 to 100, like 25";
      percent = null;
    }
  }
  const methods = checkoutMethods.filter((m) => v.methods.includes(m));
  if (!methods.length) errors.methods = "Tick at least one way to pay";
  if (!kind || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, rule: { kind, fixedCents, percent, holdCard: kind !== "none" && v.holdCard, methods } };
}

/** "No deposit", "$50.00 deposit", "25% of the quote's top", with the hold and the methods. */
