// After the job (issue 33), in English: the receipt e-mail with the review ask, its one reminder,
// the notifications that carry them, and the text the owner sends with the review link. Google's
// review policy: the same words for every customer, whatever the job was like; nothing offered or
// hinted in return; nothing that asks only happy customers ("if you were happy...").
import { business } from "../../../config/business";
import type { Destination } from "../../../lib/completion";

export type AfterJobWords = {
  /** The receipt, e-mailed where customer e-mail is set up. */
  receiptEmail: {
    subject: (service: string, date: string) => string;
    greeting: (firstName: string) => string;
    intro: string;
    heading: string;
    date: string;
    service: string;
    workDone: string;
    amount: string;
    paidBy: string;
    loadHeading: string;
    /** One destination of the load: "Donated 40% (Goodwill Spring): Sofa, Chair"; each part optional. */
    loadLine: (destination: string, percent: number | null, place: string | null, items: string[]) => string;
    /** Under a load that had anything donated. */
    charityReceipt: string;
    /** Above a link to the customer's own page, made for this e-mail. */
    pageLine: string;
    thanks: string;
  };
  destinations: Record<Destination, string>;
  /** The review ask, in the receipt e-mail: the link goes under it. */
  review: { heading: string; ask: string };
  /** The one reminder, three days later, if the review link was not followed. */
  reminderEmail: {
    subject: string;
    greeting: (firstName: string) => string;
    body: (service: string, date: string) => string;
    ask: string;
    /** Above a link to the customer's own page, made for this e-mail. */
    pageLine: string;
    last: string;
    thanks: string;
  };
  /** The notifications on the customer's phone: a tap opens their page, where the ask is. */
  push: { askTitle: string; askBody: string; reminderTitle: string; reminderBody: string };
  /** The text the owner sends from the request's detail ("Text the review link"). */
  reviewText: (firstName: string, url: string) => string;
};

export const afterJob: AfterJobWords = {
  receiptEmail: {
    subject: (service, date) => `Your receipt: ${service}, ${date}`,
    greeting: (firstName) => `Hello ${firstName},`,
    intro: `Thank you for choosing ${business.name}. The job is done; here is your receipt.`,
    heading: "Receipt",
    date: "Date",
    service: "Service",
    workDone: "What we did",
    amount: "Amount",
    paidBy: "Paid by",
    loadHeading: "Where your load went:",
    loadLine: (destination, percent, place, items) =>
      `${destination}${percent === null ? "" : ` ${percent}%`}${place ? ` (${place})` : ""}${items.length ? `: ${items.join(", ")}` : ""}`,
    charityReceipt: `If you need a tax receipt for the donated items, the charity issues it, not ${business.name}: ask them for it.`,
    pageLine: "Your receipt and the before and after photos are on your own page:",
    thanks: `Thank you again,`,
  },
  destinations: { donated: "Donated", recycled: "Recycled", landfill: "Landfill" },
  review: {
    heading: "How did we do?",
    ask: "Please take a minute to review us on Google. Every review helps your neighbors choose, and we read each one:",
  },
  reminderEmail: {
    subject: `A minute for a review of ${business.name}?`,
    greeting: (firstName) => `Hello ${firstName},`,
    body: (service, date) => `Thank you again for choosing us for the job on ${date} (${service}).`,
    ask: "If you have a minute, please review us on Google. Every review helps your neighbors choose:",
    pageLine: "Your receipt and photos stay on your own page:",
    last: "This is our only reminder.",
    thanks: "Thank you,",
  },
  push: {
    askTitle: "How did we do?",
    askBody: "Your receipt is on your page, with a link to review us on Google.",
    reminderTitle: "A minute for a review?",
    reminderBody: "Every review on Google helps your neighbors choose. The link is on your page.",
  },
  reviewText: (firstName, url) =>
    `Hi ${firstName}, this is ${business.shortName}. Thank you for choosing us! Please take a minute to review us on Google: ${url}`,
};
