import type { Translation } from "../translation";

// A service page's price table (src/components/service/PriceTable.tsx), shown only while the owner's
// price book prices that service. The amounts, the item names, what is included and the promise are
// the owner's (the price book); these are the words around them.

export const priceTable = {
  eyebrow: "Prices",
  heading: "What it costs",
  /** Under the heading of a service priced by the load. */
  loadIntro: (yards: number) => `Priced by how much of our ${yards}-cubic-yard truck your load fills.`,
  /** Under the heading of the moving page. */
  movingIntro: "Priced by the hour, for the crew your move needs.",
  loads: {
    caption: "Price by load size",
    size: "Load size",
    price: "Price",
    minimum: (range: string) => `Every pickup costs at least the minimum load: ${range}.`,
  },
  items: {
    heading: "Single items",
    note: "A flat price each. A pickup of a few items still costs at least the minimum load.",
    fee: (amount: string, name: string) => `+ ${amount} for ${name}`,
  },
  surcharges: {
    heading: "Extra charges",
    stairs: "Each flight of stairs",
    heavy: "Heavy material (concrete, dirt, shingles), per load",
    sameDay: "Same-day service",
  },
  moving: {
    caption: "Hourly rate by crew",
    crew: "Crew",
    hourly: "Per hour",
    terms: "How a move is billed",
    minimum: "Minimum",
    hours: (n: number) => (n === 1 ? "1 hour" : `${n} hours`),
    travelFee: "Travel fee",
  },
  /** The service page's hero links down to the table: the price is what many visitors came for. */
  jump: "See our prices",
  included: "Included in every price",
  promise: "Our promise:",
  estimate: {
    text: "Pick what you need on the quote form and see your price range before anyone calls.",
    link: "Work out your estimate",
  },
} as const;

export type PriceTableWords = Translation<typeof priceTable>;
