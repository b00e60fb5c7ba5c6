import * as z from "zod/mini";
import { anyTime, isArrivalWindow, preferredDateBounds } from "./arrival-windows";
import { isCalendarDate } from "./houston-time";
import { photoLimits, quoteLimits } from "./quote-fields";
import { serviceTypeValues } from "./service-types";
import { makePicksSchema } from "./pricing/picks-schema";

export {
  fieldErrors,
  fillsHoneypot,
  honeypotField,
  photoLimits,
  quoteFieldOrder,
  quoteLimits,
  quoteTextFields,
  type QuoteField,
  type QuoteFieldErrors,
} from "./quote-fields";

// The one quote-request definition, used by the API validator and by the form before it sends
// (the form fetches it with its toasts on first use, so zod is not in the page's first load).
// zod/mini rather than classic zod: the same checks cost ~5 KB gzip in the browser instead of ~90 KB.
// The checks are the same in every language; only the messages differ, so the schema is made
// from them: the API picks the request's language (src/routes/quote/messages.ts), the form island
// gets its page's as props. The messages themselves are in each language's catalogue (ui.form.messages).

/** What a visitor reads under a field, in one language. */
export type FieldMessages = {
  required: string;
  notText: string;
  tooLong: (max: number) => string;
  phone: string;
  email: string;
  serviceType: string;
  /** A preferred day that is not a date. */
  date: string;
  /** A preferred day before today or more than 30 days ahead (Houston's calendar). */
  dateRange: string;
  window: string;
  /** A file that is not a JPEG, PNG or WebP image (checked from its bytes). */
  photoType: string;
  /** A photo that is truncated or damaged. */
  photoDamaged: string;
  photoDimensions: string;
  photoTooLarge: string;
  tooManyPhotos: string;
  /** An uploaded photo the server no longer has (or never had): sent again, it goes through. */
  photoMissing: string;
  /** An estimate pick that is none of the form's choices (a load size, an item count, stairs, crew, hours). */
  estimate: string;
};

// A lone UTF-16 surrogate ("\ud800" in JSON) is not text, and D1 would store it as bytes that are
// not UTF-8. With the u flag a proper pair is one code point, so only lone halves match.
const loneSurrogate = /[\uD800-\uDFFF]/u;

// zod's own email pattern, copied: importing z.regexes would ship every pattern zod has to the browser.
const emailPattern = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const phoneDigits = (value: string) => value.replace(/\D/g, "").length;
const isMissing = (input: unknown) => input === undefined || input === null;
const photoIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Whether a "YYYY-MM-DD" day can be asked for now: from today to 30 days ahead on Houston's calendar. */
export function isPreferredDateInRange(date: string, now: Date = new Date()) {
  const { min, max } = preferredDateBounds(now);
  return date >= min && date <= max;
}

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
    cityZip: z.optional(
      z.string({ error: m.notText }).check(wellFormed(), z.trim(), z.maxLength(quoteLimits.cityZip, m.tooLong(quoteLimits.cityZip))),
    ),
    description: requiredText(quoteLimits.description),
    // Optional, and "" (an untouched date input or select) means not given.
    preferredDate: z.optional(
      z.string({ error: m.notText }).check(
        z.trim(),
        z.refine((v) => v === "" || isCalendarDate(v), { error: m.date, abort: true }),
        z.refine((v) => v === "" || isPreferredDateInRange(v), m.dateRange),
      ),
    ),
    preferredWindow: z.optional(
      z.string({ error: m.window }).check(z.refine((v) => v === "" || v === anyTime || isArrivalWindow(v), m.window)),
    ),
    // The ids the photo endpoint gave the form island for its uploads (files come only by multipart).
    photos: z.optional(
      z.array(z.string({ error: m.photoMissing }).check(z.regex(photoIdPattern, m.photoMissing)), { error: m.photoMissing }).check(
        z.maxLength(photoLimits.count, m.tooManyPhotos),
        z.refine((ids) => new Set(ids).size === ids.length, m.photoMissing),
      ),
    ),
    // Optional: "How much is going?" (src/lib/pricing/). The server prices the picks itself, with the
    // price-book version the page showed them with (a version it does not know means the one in force).
    estimate: z.optional(makePicksSchema(m.estimate)),
    priceBookVersion: z.optional(z.number({ error: m.estimate }).check(z.int(m.estimate), z.positive(m.estimate))),
  });
}

export type QuoteSchema = ReturnType<typeof makeQuoteSchema>;
export type QuoteInput = z.output<QuoteSchema>;
