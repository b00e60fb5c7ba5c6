import * as z from "zod/mini";
import { quoteLimits } from "./quote-fields";
import { serviceTypeValues } from "./service-types";

export { fieldErrors, fillsHoneypot, honeypotField, quoteFieldOrder, quoteLimits, type QuoteField, type QuoteFieldErrors } from "./quote-fields";

// The one quote-request definition, used by the API validator and by the form before it sends
// (the form fetches it with its toasts on first use, so zod is not in the page's first load).
// zod/mini rather than classic zod: the same checks cost ~5 KB gzip in the browser instead of ~90 KB.
// The checks are the same in every language; only the messages differ, so the schema is made
// from them: the API picks the request's language, the form island gets its page's as props.

/** What a visitor reads under a field, in one language. */
export type FieldMessages = {
  required: string;
  notText: string;
  tooLong: (max: number) => string;
  phone: string;
  email: string;
  serviceType: string;
};

/** English, the default: the API answers in it when a request names no other language. */
export const englishFieldMessages: FieldMessages = {
  required: "Required",
  notText: "Must be text",
  tooLong: (max) => `Must be ${max} characters or fewer`,
  phone: "Enter a valid phone number",
  email: "Enter a valid email address",
  serviceType: "Choose one of the listed services",
};

// A lone UTF-16 surrogate ("\ud800" in JSON) is not text, and D1 would store it as bytes that are
// not UTF-8. With the u flag a proper pair is one code point, so only lone halves match.
const loneSurrogate = /[\uD800-\uDFFF]/u;

// zod's own email pattern, copied: importing z.regexes would ship every pattern zod has to the browser.
const emailPattern = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

const phoneDigits = (value: string) => value.replace(/\D/g, "").length;
const isMissing = (input: unknown) => input === undefined || input === null;

export function makeQuoteSchema(m: FieldMessages) {
  // Missing or empty reads "Required" to a visitor; a wrong JSON type gets a message an API client can act on.
  const textType = { error: (issue: { input?: unknown }) => (isMissing(issue.input) ? m.required : m.notText) };
  const wellFormed = () => z.refine<string>((v) => !loneSurrogate.test(v), { error: m.notText, abort: true });
  const requiredText = (max: number) =>
    z.string(textType).check(wellFormed(), z.trim(), z.minLength(1, { error: m.required, abort: true }), z.maxLength(max, m.tooLong(max)));

  return z.object({
    firstName: requiredText(quoteLimits.name),
    lastName: requiredText(quoteLimits.name),
    phone: requiredText(quoteLimits.phone).check(
      z.refine(
        (v) => /^[0-9+().\-\s]+$/.test(v) && phoneDigits(v) >= quoteLimits.phoneDigits.min && phoneDigits(v) <= quoteLimits.phoneDigits.max,
        m.phone,
      ),
    ),
    email: requiredText(quoteLimits.email).check(z.regex(emailPattern, m.email)),
    serviceType: z.enum(serviceTypeValues, {
      error: (issue) => (isMissing(issue.input) || issue.input === "" ? m.required : m.serviceType),
    }),
    cityZip: z.optional(z.string({ error: m.notText }).check(wellFormed(), z.trim(), z.maxLength(quoteLimits.cityZip, m.tooLong(quoteLimits.cityZip)))),
    description: requiredText(quoteLimits.description),
  });
}

/** The English schema (marked pure so the browser bundle, which only makes its own, drops it). */
export const quoteSchema = /* @__PURE__ */ makeQuoteSchema(englishFieldMessages);

export type QuoteSchema = ReturnType<typeof makeQuoteSchema>;
export type QuoteInput = z.output<QuoteSchema>;
