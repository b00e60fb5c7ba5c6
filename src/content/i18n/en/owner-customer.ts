// The owner's words for what customers do on their own page (/my/<token>): the push alert and the
// e-mail to the business (src/push/customer-alerts.ts), and the morning digest's lines
// (src/jobs/digest-customer.ts). English only, like the rest of the owner's words (./owner.ts).

const quoteName = (version: number | null) => (version ? `quote v${version}` : "the quote");

export const ownerCustomer = {
  alert: {
    approved: (name: string) => `Quote approved: ${name}`,
    approvedBody: (version: number | null) => `Approved ${quoteName(version)} on their page: call to book a time.`,
    question: (name: string) => `Question from ${name}`,
    moved: (name: string) => `${name} moved the booking`,
    booked: (name: string) => `${name} approved and booked a time`,
    message: (name: string) => `Message from ${name} after the job`,
    paid: (name: string, amount: string, held: boolean, payment: "deposit" | "balance") =>
      held ? `${name}'s card is held for the ${amount} deposit` : `${name} paid the ${amount} ${payment} online`,
    paidBody: (booked: string | null, payment: "deposit" | "balance") =>
      booked
        ? `Booked: ${booked}.`
        : payment === "deposit"
          ? "Paid through Stripe. The window they picked was taken: their page offers the open ones."
          : "Paid through Stripe.",
  },
  email: {
    name: "Name",
    phone: "Phone",
    email: "Email",
    open: "Open the request",
    reference: "Reference",
    replyNote: "Replying to this e-mail writes to the customer.",
  },
  digest: {
    heading: (count: number) => `On customers' pages since yesterday 7 AM (${count})`,
    none: "On customers' pages since yesterday 7 AM: no approvals, questions, moves or messages.",
    approved: (name: string, version: number | null) => `${name} approved ${quoteName(version)}`,
    question: (name: string, text: string) => `Question from ${name}: “${text}”`,
    moved: (name: string, fromTo: string) => `${name} moved the booking: ${fromTo}`,
    message: (name: string, text: string) => `Message from ${name} after the job: “${text}”`,
    more: (count: number) => `- and ${count} more: see the inbox`,
  },
};
