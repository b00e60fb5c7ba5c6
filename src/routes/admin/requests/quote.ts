import { quoteLimits, type QuoteDraft } from "../../../db/quotes";
import { addDays, houstonDate, isCalendarDate } from "../../../lib/houston-time";
import { parseDollars } from "../../../lib/pricing/money";
import { adminRequest } from "../../../lib/paths";
import type { QuoteErrors, QuoteFields } from "../../../pages/admin/quote-form";
import { ownerDay } from "../../../pages/admin/QuotePanel";
import { writePriceQuote } from "../../../use-cases/request-actions";
import { formLimit } from "../../guard-sets";
import { requestRouter, useCaseDeps } from "../deps";
import { formOf, textOf } from "../form";
import { renderDetail } from "./detail-page";
import { textCodeParam } from "./moment-text";

// The owner (or staff) writes a price quote on a request's detail: each post is the next version.
export const priceQuoteRoutes = requestRouter();

/** Room for the longest fields in 4-byte emoji, percent-encoded, and little more. */
const maxBodyBytes = 16 * 1024;
const tooLarge = `A quote's text can be at most ${quoteLimits.included} characters for what is included and ${quoteLimits.note.toLocaleString("en-US")} for the note.`;

const amountMessage = "Enter an amount like 180 or 179.99";
const chars = (s: string) => [...s].length;
const text = (v: unknown, max: number) => textOf(v).slice(0, max);

/** The form's fields as posted (each cut to well past its limit: the check below says what is too long). */
export function quoteFieldsOf(form: Record<string, unknown>): QuoteFields {
  return {
    from: text(form.from, 40),
    to: text(form.to, 40),
    included: text(form.included, quoteLimits.included * 4),
    validUntil: text(form.validUntil, 40),
    note: text(form.note, quoteLimits.note * 4),
    priceBookVersion: text(form.priceBookVersion, 20),
  };
}

/** The quote the fields make, or every field's reason it cannot be one. */
export function checkQuote(v: QuoteFields, today: string): { ok: true; draft: QuoteDraft } | { ok: false; errors: QuoteErrors } {
  const errors: QuoteErrors = {};
  const low = parseDollars(v.from);
  if (!v.from.trim()) errors.from = "Enter the price, or the low end of a range";
  else if (low === null) errors.from = amountMessage;
  else if (low === 0) errors.from = "Enter an amount above $0";
  const high = v.to.trim() ? parseDollars(v.to) : low;
  if (high === null && v.to.trim()) errors.to = amountMessage;
  else if (low !== null && high !== null && high < low) errors.to = "“To” must be at least “From”, or empty for a single amount";
  const last = addDays(today, quoteLimits.validDays);
  if (!isCalendarDate(v.validUntil)) errors.validUntil = "Choose the last day the quote is valid";
  else if (v.validUntil < today || v.validUntil > last)
    errors.validUntil = `Choose a day from today to ${quoteLimits.validDays} days ahead (${ownerDay(last)})`;
  const included = v.included.trim();
  if (!included) errors.included = "Say what the price includes";
  else if (chars(included) > quoteLimits.included) errors.included = `At most ${quoteLimits.included} characters`;
  const note = v.note.trim();
  if (chars(note) > quoteLimits.note) errors.note = `A note can be at most ${quoteLimits.note.toLocaleString("en-US")} characters`;
  if (Object.keys(errors).length || low === null || high === null) return { ok: false, errors };
  const version = /^\d{1,9}$/.test(v.priceBookVersion) ? Number(v.priceBookVersion) : 0;
  return {
    ok: true,
    draft: { lowCents: low, highCents: high, included, validUntil: v.validUntil, note: note || null, priceBookVersion: version || null },
  };
}

priceQuoteRoutes.post("/quote", formLimit(maxBodyBytes, tooLarge), async (c) => {
  const id = c.req.param("id");
  const form = await formOf(c);
  const values = quoteFieldsOf(form);
  const check = checkQuote(values, houstonDate());
  // Refused: the detail again, with what was typed and each field's reason, and nothing stored.
  if (!check.ok) return renderDetail(c, id, { quote: { values, errors: check.errors }, status: 400 });
  const written = await writePriceQuote(useCaseDeps(c), { id, draft: check.draft, by: c.get("member").username, requestUrl: c.req.url });
  if (!written) return c.notFound();
  // Redirected (a reload must not write another version) with a one-time code, never the customer's
  // token: the detail exchanges it once for the text and its fresh link (src/use-cases/moment-text.ts).
  return c.redirect(`${adminRequest(id)}?quote=${written.quote.version}&${textCodeParam}=${written.code}`, 303);
});
