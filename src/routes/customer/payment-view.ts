import { customerPayWords } from "../../content/i18n/customer-pay";
import type { Locale } from "../../content/locale";
import type { Quote } from "../../db/schema";
import { formatCents } from "../../lib/pricing/money";
import type { PagePayment } from "../../pages/customer/CustomerPage";
import type { ChooserDeposit } from "../../use-cases/customer/page-view";
import { depositConfirmed, type CustomerPayView } from "../../use-cases/customer/deposit-offer";

// Issue 46 on the customer's page: what the deposit asks and where the customer's payment stands,
// from the page's query (?pay: the customer pressed Approve; ?done=paying / not-paid: back from
// Stripe's Checkout) and the newest deposit attempt. Nothing here without a deposit rule and Stripe.

/** The chooser's deposit, when the customer is choosing the window to pay for (?pay, or a day of it: ?move=). */
export function depositAsked({ offer }: CustomerPayView, quote: Quote | null, choosing: boolean): ChooserDeposit | undefined {
  if (!offer || !quote || !choosing) return undefined;
  return { cents: offer.cents, hold: offer.capture === "manual", version: quote.version };
}

export function paymentView({ offer, latest }: CustomerPayView, done: string | undefined, locale: Locale): PagePayment {
  const words = customerPayWords(locale);
  const confirmed = depositConfirmed(latest);
  const held = latest?.capture === "manual";
  // Back from Checkout before Stripe's webhook: said plainly, never shown as booked.
  const confirming = done === "paying" && !confirmed;
  const notice =
    done === "paying"
      ? confirmed
        ? words.paidNotice(formatCents(latest!.amountCents, locale), held)
        : words.confirming
      : done === "not-paid" && offer
        ? words.notPaid
        : undefined;
  return {
    notice,
    confirming,
    // Under the quote: the deposit approving asks, and "Pay the deposit" once an attempt was left unpaid.
    offer: offer ? { cents: offer.cents, hold: offer.capture === "manual", again: Boolean(offer.latest) } : undefined,
    paidCents: confirmed ? latest!.amountCents : undefined,
  };
}
