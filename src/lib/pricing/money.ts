import type { CentsRange } from "./book";

// Amounts as a visitor or the owner reads them: "$180", "$95.50", "$180–$240". US dollars in every
// language of the site (es-US writes them the same way). Browser code imports this file.

const formats = new Map<string, Intl.NumberFormat>();
function format(locale: string, cents: number) {
  const whole = cents % 100 === 0;
  const key = `${locale}:${whole}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(`${locale}-US`, {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formats.set(key, f);
  }
  return f.format(cents / 100);
}

/** "$180", or "$95.50" when there are cents. */
export const formatCents = (cents: number, locale = "en") => format(locale, cents);

/** "$420.00": an amount paid, as a receipt writes it, always with its cents. */
export const formatPaidCents = (cents: number, locale = "en") => {
  const key = `${locale}:paid`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(`${locale}-US`, { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(key, f);
  }
  return f.format(cents / 100);
};

/** "$180–$240", or "$180" for a single amount. */
export const formatRange = ({ low, high }: CentsRange, locale = "en") =>
  low === high ? formatCents(low, locale) : `${formatCents(low, locale)}–${formatCents(high, locale)}`;

// Whole dollars (at most 7 digits) without commas, or with a comma before every third digit from
// the right ("1,000", "1,250,000"): "1,0,0" and ",,,5" are not amounts, whatever digits they hold.
const dollarsPattern = /^\$?(\d{1,7}|\d{1,3},\d{3}|\d,\d{3},\d{3})(?:\.(\d{1,2}))?$/;

/** Dollars as typed in a form ("180", "95.5", "$1,250.00") to whole cents; null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const match = dollarsPattern.exec(text.trim());
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  return Number(whole.replace(/,/g, "")) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents as a form's field shows them again: "180", "95.50". */
export const centsToField = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));
