import { business } from "../config/business";

// What may go into an e-mail to a customer (the booking confirmation, the day-before reminder, the
// receipt and the review ask), and the one envelope every such e-mail goes out in.

// The address goes into the To header: one plain address, or no e-mail at all.
export const plainAddress =
  /^[^\s@<>(),;:"\\\u0000-\u001f\u007f]+@[^\s@<>(),;:"\\\u0000-\u001f\u007f]+\.[^\s@<>(),;:"\\\u0000-\u001f\u007f]+$/;
// Visitor text in the body only, on one line where it stands beside a label.
export const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

/** An e-mail's words in the customer's language: `body` lines stand between the greeting and the thanks. */
export type CustomerMailWords = { subject: string; greeting: string; body: string[]; thanks: string };

/**
 * A plain-text e-mail from the business to a customer, signed with its name and phone, replies going
 * to the business. Only the business's own words go into the subject: nothing a customer typed
 * reaches a header but the address, which the sender checks with plainAddress first.
 */
export function customerMail(to: string, { subject, greeting, body, thanks }: CustomerMailWords) {
  return {
    from: { email: business.email, name: business.name },
    to,
    replyTo: business.email,
    subject,
    text: [greeting, "", ...body, thanks, business.name, business.phone].join("\n"),
  };
}

export type CustomerMail = ReturnType<typeof customerMail>;
