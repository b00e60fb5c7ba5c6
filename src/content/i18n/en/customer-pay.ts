// Issue 46: the customer's page where a deposit is asked (approve and pay on Stripe Checkout), in
// English. A module of its own beside ./customer.ts: only a site with Stripe and a deposit rule shows it.

export type CustomerPayWords = {
  /** Under the quote: what approving asks. */
  depositLine: (amount: string) => string;
  holdLine: (amount: string) => string;
  approveAndPay: string;
  approveAndHold: string;
  /** Back from Checkout without paying, or later: the quote still waiting. */
  payAgain: string;
  /** The window step's heading and lines. */
  heading: string;
  payAsked: (when: string, amount: string) => string;
  payButton: (amount: string) => string;
  holdButton: (amount: string) => string;
  secure: string;
  /** Back on the page before Stripe's confirmation arrived. */
  confirming: string;
  /** The status bar while a payment is being confirmed. */
  statusConfirming: string;
  notPaid: string;
  stripeDown: string;
  /** Paid, and the window asked for was taken meanwhile: the chooser follows. */
  paidTaken: (amount: string) => string;
  paidNotice: (amount: string, held: boolean) => string;
  /** The timeline's line for a payment. */
  timelinePaid: (amount: string, held: boolean, balance: boolean) => string;
  timelineRefunded: (amount: string) => string;
  /** Checkout's line item (Stripe's page shows it). */
  lineItem: (held: boolean) => string;
};

export const customerPay: CustomerPayWords = {
  depositLine: (amount) => `A ${amount} deposit books your time. You pay it by card on Stripe's secure page; it counts toward the price.`,
  holdLine: (amount) =>
    `To book your time we hold ${amount} on your card on Stripe's secure page. Nothing is charged until the job is done.`,
  approveAndPay: "Approve and pay the deposit",
  approveAndHold: "Approve and hold your card",
  payAgain: "Pay the deposit",
  heading: "Book your time and pay the deposit",
  payAsked: (when, amount) => `You asked for ${when}. It is still open: pay the ${amount} deposit to book it.`,
  payButton: (amount) => `Pay ${amount} and book`,
  holdButton: (amount) => `Hold ${amount} and book`,
  secure: "You'll pay on Stripe's secure page, then come back here.",
  confirming: "We're confirming your payment with Stripe. It takes a moment: refresh this page to see your booking.",
  statusConfirming: "We're confirming your payment",
  notPaid: "You haven't paid the deposit, so your quote is still waiting. Pay it when you're ready.",
  stripeDown:
    "We couldn't reach our card processor just now. Nothing was charged and your quote is still waiting: please try again in a minute.",
  paidTaken: (amount) => `Your ${amount} deposit is paid, but the time you picked was just taken. Please choose another.`,
  paidNotice: (amount, held) => (held ? `Your card is held for the ${amount} deposit.` : `Your ${amount} deposit is paid.`),
  timelinePaid: (amount, held, balance) =>
    balance ? `You paid ${amount} online` : held ? `Your card was held for the ${amount} deposit` : `You paid the ${amount} deposit`,
  timelineRefunded: (amount) => `We refunded ${amount}`,
  lineItem: (held) => (held ? "Deposit hold: junk removal or move" : "Deposit: junk removal or move"),
};
