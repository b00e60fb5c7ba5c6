import { customerPay as en, type CustomerPayWords } from "./en/customer-pay";
import { customerPay as es } from "./es/customer-pay";

export type { CustomerPayWords };

/** The deposit's words in the page's language (English for a language without its own). */
export const customerPayWords = (locale: string): CustomerPayWords => (locale === "es" ? es : en);
