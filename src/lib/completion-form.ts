import {
  completionLimits,
  destinations,
  hasDisposal,
  onlinePayment,
  paymentMethods,
  type Destination,
  type Disposal,
  type PaymentMethod,
} from "./completion";
import { parseDollars } from "./pricing/money";

// The "Complete the job" form (the owner's request detail): its fields as typed, and what they make:
// the completion to store (src/db/job-completions.ts CompletionInput has this shape), or each
// field's reason, in the owner's words. The photos are checked as they are read (the route).

/** The form's text fields as posted: every value a string, as typed. */
export type CompletionFields = {
  /** Dollars as typed: "420", "419.99", "$1,250". */
  amount: string;
  method: string;
  workDone: string;
  /** Whole percents as typed; all empty when no shares were given. */
  shares: Record<Destination, string>;
  /** The item rows filled in, in order. */
  items: { name: string; went: string }[];
  places: Record<Destination, string>;
};

export type CompletionField = "amount" | "method" | "workDone" | "shares" | "items" | "places" | "before" | "after";
export type CompletionErrors = Partial<Record<CompletionField, string>>;

/** What a valid form makes: whole cents, one of the payment methods, the notes, where the load went (null: not recorded). */
export type CompletionValues = { finalCents: number; paymentMethod: PaymentMethod; workDone: string; disposal: Disposal | null };

/** Whether a job's load goes somewhere (donated, recycled, landfill): junk jobs, not moves. */
export const recordsDisposal = (serviceType: string) => serviceType !== "moving-services";

/** The form's field names for a destination's share and place, and an item row's two fields. */
export const shareField = (d: Destination) => `share-${d}`;
export const placeField = (d: Destination) => `place-${d}`;
export const itemNameField = (row: number) => `item-${row}-name`;
export const itemWentField = (row: number) => `item-${row}-went`;

/** How the owner and the notice name a payment method ("paid by credit card"). */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: "cash",
  "credit-card": "credit card",
  check: "check",
  zelle: "Zelle",
  venmo: "Venmo",
  other: "another way",
  online: "online payment",
};
export const destinationLabels: Record<Destination, string> = { donated: "Donated", recycled: "Recycled", landfill: "Landfill" };

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** "$420.00": what was paid, to the cent, as a receipt says it. */
export const dollarsText = (cents: number) => usd.format(cents / 100);

/** Cents as the amount field shows them again: "420", "419.99". */
export const centsField = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

const byDestination = (value: (d: Destination) => string) =>
  Object.fromEntries(destinations.map((d) => [d, value(d)])) as Record<Destination, string>;

/** Each field cut to well past its limit (the check says what is too long), as the route reads a post. */
export function completionFieldsOf(form: Readonly<Record<string, string | undefined>>): CompletionFields {
  const text = (name: string, max: number) => (form[name] ?? "").slice(0, max);
  const items: CompletionFields["items"] = [];
  for (let row = 0; row < completionLimits.items; row++) {
    const name = text(itemNameField(row), completionLimits.itemChars * 4);
    const went = text(itemWentField(row), 20);
    if (name.trim() || went.trim()) items.push({ name, went });
  }
  return {
    amount: text("amount", 40),
    method: text("method", 20),
    workDone: text("workDone", completionLimits.workDoneChars * 4),
    shares: byDestination((d) => text(shareField(d), 10)),
    items,
    places: byDestination((d) => text(placeField(d), completionLimits.placeChars * 4)),
  };
}

/** The fields of a stored completion, to correct it; `amountCents` alone starts a new one (the quote's amount). */
export function completionFieldsFrom(saved: CompletionValues | null, amountCents: number | null = null): CompletionFields {
  const d = saved?.disposal ?? null;
  return {
    amount: saved ? centsField(saved.finalCents) : amountCents === null ? "" : centsField(amountCents),
    method: saved?.paymentMethod ?? "",
    workDone: saved?.workDone ?? "",
    shares: byDestination((dest) => (d?.shares ? String(d.shares[dest]) : "")),
    items: d?.items?.map((i) => ({ name: i.name, went: i.went })) ?? [],
    places: byDestination((dest) => d?.places?.[dest] ?? ""),
  };
}

/** Characters as people count them (an emoji is one). */
const chars = (s: string) => [...s].length;
const controlChars = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const lineBreak = /[\u0000-\u001f\u007f\u2028\u2029]/;
const isDestination = (v: string): v is Destination => (destinations as readonly string[]).includes(v);

function checkAmount(typed: string): number | string {
  if (!typed.trim()) return "Enter the amount the customer paid";
  const cents = parseDollars(typed);
  if (cents === null) return "Enter dollars and cents, like 420 or 419.99";
  if (cents > completionLimits.maxCents) return `At most ${dollarsText(completionLimits.maxCents)}: check for an extra zero`;
  return cents;
}

function checkShares(typed: Record<Destination, string>): Record<Destination, number> | null | string {
  if (destinations.every((d) => !typed[d].trim())) return null;
  const shares = {} as Record<Destination, number>;
  for (const d of destinations) {
    const v = typed[d].trim().replace(/%$/, "").trim();
    if (!/^\d{0,3}$/.test(v) || Number(v) > 100) return "Each share is a whole percent from 0 to 100";
    shares[d] = Number(v);
  }
  const sum = shares.donated + shares.recycled + shares.landfill;
  return sum === 100 ? shares : `The shares must add up to 100% (now ${sum}%)`;
}

function checkItems(rows: CompletionFields["items"]): Disposal["items"] | string {
  if (rows.length > completionLimits.items) return `At most ${completionLimits.items} items`;
  const items: NonNullable<Disposal["items"]> = [];
  for (const row of rows) {
    const name = row.name.trim();
    const went = row.went.trim();
    if (!name) return "Name each item, or clear its row";
    if (lineBreak.test(name)) return "Write each item's name on one line";
    if (chars(name) > completionLimits.itemChars) return `An item's name can be at most ${completionLimits.itemChars} characters`;
    if (!isDestination(went)) return `Choose where “${name}” went`;
    items.push({ name, went });
  }
  return items;
}

function checkPlaces(typed: Record<Destination, string>): Disposal["places"] | string {
  const places: NonNullable<Disposal["places"]> = {};
  for (const d of destinations) {
    const place = typed[d].trim();
    if (lineBreak.test(place)) return "Write each place's name on one line";
    if (chars(place) > completionLimits.placeChars) return `A place's name can be at most ${completionLimits.placeChars} characters`;
    if (place) places[d] = place;
  }
  return places;
}

/**
 * The completion the fields make, or every field's reason. `withDisposal`: whether the job is one
 * whose load goes somewhere (junk jobs, not moves); without it the disposal fields are not read.
 */
export function checkCompletion(
  v: CompletionFields,
  { withDisposal, online = false }: { withDisposal: boolean; online?: boolean },
): { ok: true; value: CompletionValues } | { ok: false; errors: CompletionErrors } {
  const errors: CompletionErrors = {};
  const amount = checkAmount(v.amount);
  if (typeof amount === "string") errors.amount = amount;
  // "online": the customer pays the balance from their page (issue 46), where payments are set up.
  const method = online && v.method === onlinePayment ? onlinePayment : paymentMethods.find((m) => m === v.method);
  if (!method) errors.method = "Choose how the customer paid";
  const workDone = v.workDone.replace(/\r\n?/g, "\n").trim();
  if (controlChars.test(workDone)) errors.workDone = "Use letters, numbers and line breaks only";
  else if (chars(workDone) > completionLimits.workDoneChars) errors.workDone = `At most ${completionLimits.workDoneChars} characters`;
  let disposal: Disposal | null = null;
  if (withDisposal) {
    const shares = checkShares(v.shares);
    const items = checkItems(v.items);
    const places = checkPlaces(v.places);
    if (typeof shares === "string") errors.shares = shares;
    if (typeof items === "string") errors.items = items;
    if (typeof places === "string") errors.places = places;
    if (typeof shares !== "string" && typeof items !== "string" && typeof places !== "string") {
      const recorded: Disposal = {
        ...(shares ? { shares } : {}),
        ...(items?.length ? { items } : {}),
        ...(places && Object.keys(places).length ? { places } : {}),
      };
      disposal = hasDisposal(recorded) ? recorded : null;
    }
  }
  if (Object.keys(errors).length || typeof amount === "string" || !method) return { ok: false, errors };
  return { ok: true, value: { finalCents: amount, paymentMethod: method, workDone, disposal } };
}
