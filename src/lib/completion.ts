import { business } from "../config/business";

// A completed job as the crew records it on the phone ("Complete the job"): the final amount, how
// it was paid, what was done, and where the load went. Shared by the owner's form, the customer's
// receipt, the e-mail and the dashboard; checked here once.

/** The business's payment methods (src/config/business.ts paymentMethods; the column's CHECK, migrations/0019). */
export const paymentMethods = business.paymentMethods;
/** Paid through Stripe (issue 46, migrations/0020): recorded by the site itself, never offered on the owner's form. */
export const onlinePayment = "online";
export type PaymentMethod = (typeof paymentMethods)[number] | typeof onlinePayment;

/** Where a load went. */
export const destinations = ["donated", "recycled", "landfill"] as const;
export type Destination = (typeof destinations)[number];

/**
 * Where the load went, for junk jobs; every part optional. shares: whole percents of the load that add
 * up to 100. items: what went where ("Sofa" donated). places: the names of the places ("Goodwill
 * Spring", "Waste Management Atascocita Landfill").
 */
export type Disposal = {
  shares?: Record<Destination, number>;
  items?: { name: string; went: Destination }[];
  places?: Partial<Record<Destination, string>>;
};

export const completionLimits = {
  /** $100,000.00: a typo's extra zeros, not a job. */
  maxCents: 10_000_000,
  workDoneChars: 500,
  items: 20,
  itemChars: 80,
  placeChars: 80,
  /** Before photos and after photos, each. */
  photosPerPhase: 6,
} as const;

export const photoPhases = ["before", "after"] as const;
export type PhotoPhase = (typeof photoPhases)[number];

/** The share of a load kept out of the landfill (donated or recycled), 0-100, or null when unknown. */
export function divertedPercent(disposal: Disposal | null | undefined): number | null {
  if (disposal?.shares) return disposal.shares.donated + disposal.shares.recycled;
  const items = disposal?.items ?? [];
  if (!items.length) return null;
  return Math.round((items.filter((i) => i.went !== "landfill").length / items.length) * 100);
}

/** Whether anything about where the load went was recorded. */
export const hasDisposal = (d: Disposal | null | undefined): d is Disposal =>
  Boolean(d && (d.shares || d.items?.length || Object.values(d.places ?? {}).some(Boolean)));

/** Whether any of the load was donated (a share, an item or a charity named): the receipt then says who gives a tax receipt. */
export const anyDonated = (d: Disposal | null | undefined) =>
  Boolean(d && ((d.shares?.donated ?? 0) > 0 || d.items?.some((i) => i.went === "donated") || d.places?.donated));
