import { customerPayWords } from "../../content/i18n/customer-pay";
import type { Locale } from "../../content/locale";
import { formatCents } from "../../lib/pricing/money";
import type { ChooserState } from "../../use-cases/customer/page-view";

/** The "pay" purpose's words (issue 46): the deposit's amount in the heading's step, the button and where the customer pays. */
export function payWords(state: ChooserState, locale: Locale) {
  if (state.purpose !== "pay" || !state.deposit) return undefined;
  const t = customerPayWords(locale);
  const amount = formatCents(state.deposit.cents, locale);
  return {
    heading: t.heading,
    asked: (when: string) => t.payAsked(when, amount),
    button: state.deposit.hold ? t.holdButton(amount) : t.payButton(amount),
    secure: t.secure,
  };
}
