import * as z from "zod/mini";
import { quoteLimits } from "./quote-fields";
import { serviceTypeValues } from "./service-types";

export { fieldErrors, fillsHoneypot, honeypotField, quoteFieldOrder, quoteLimits, type QuoteField, type QuoteFieldErrors } from "./quote-fields";

// The one quote-request definition, used by the API validator and by the form before it sends
// (the form fetches it with its toasts on first use, so zod is not in the page's first load).
// zod/mini rather than classic zod: the same checks cost ~5 KB gzip in the browser instead of ~90 KB.

const required = "Required";
const tooLong = (max: number) => `Must be ${max} characters or fewer`;
// Missing or empty reads "Required" to a visitor; a wrong JSON type gets a message an API client can act on.
const textType = { error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? required : "Must be text") };

// A lone UTF-16 surrogate ("\ud800" in JSON) is not text, and D1 would store it as bytes that are
// not UTF-8. With the u flag a proper pair is one code point, so only lone halves match.
const loneSurrogate = /[\uD800-\uDFFF]/u;
const wellFormed = () => z.refine<string>((v) => !loneSurrogate.test(v), { error: "Must be text", abort: true });

const requiredText = (max: number) =>
  z.string(textType).check(wellFormed(), z.trim(), z.minLength(1, { error: required, abort: true }), z.maxLength(max, tooLong(max)));

// zod's own email pattern, copied: importing z.regexes would ship every pattern zod has to the browser.
const emailPattern = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

const phoneDigits = (value: string) => value.replace(/\D/g, "").length;

export const quoteSchema = z.object({
  firstName: requiredText(quoteLimits.name),
  lastName: requiredText(quoteLimits.name),
  phone: requiredText(quoteLimits.phone).check(
    z.refine(
      (v) => /^[0-9+().\-\s]+$/.test(v) && phoneDigits(v) >= quoteLimits.phoneDigits.min && phoneDigits(v) <= quoteLimits.phoneDigits.max,
      "Enter a valid phone number",
    ),
  ),
  email: requiredText(quoteLimits.email).check(z.regex(emailPattern, "Enter a valid email address")),
  serviceType: z.enum(serviceTypeValues, {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === "" ? required : "Choose one of the listed services"),
  }),
  cityZip: z.optional(z.string({ error: "Must be text" }).check(wellFormed(), z.trim(), z.maxLength(quoteLimits.cityZip, tooLong(quoteLimits.cityZip)))),
  description: requiredText(quoteLimits.description),
});

export type QuoteInput = z.output<typeof quoteSchema>;
