// Plain facts about the quote form's fields, free of zod so the browser can import them without
// loading the schema (which the form fetches on demand, see islands/quote-form/lazy-extras.ts).

export const quoteLimits = { name: 100, phone: 30, email: 254, cityZip: 100, description: 5000, phoneDigits: { min: 7, max: 20 } } as const;

/** The hidden field only bots fill in: a request that fills it is answered as a success and not stored. */
export const honeypotField = "website";

/** Only absent, "" or whitespace is a person: a bot may send 123, true, ["x"] or {} just as well as text. */
export const fillsHoneypot = (value: unknown) => value !== undefined && !(typeof value === "string" && value.trim() === "");

/** Photos with a request: how many, how large, and how large the browser makes them before sending. */
export const photoLimits = { count: 6, bytes: 10 * 1024 * 1024, longSide: 1600 } as const;

export type QuoteField =
  | "firstName"
  | "lastName"
  | "phone"
  | "email"
  | "serviceType"
  | "cityZip"
  | "description"
  /** "How much is going?": the optional estimate's picks (src/lib/estimate-fields.ts), one message for the section. */
  | "estimate"
  | "photos"
  | "preferredDate"
  | "preferredWindow";

/** The form's fields in page order, so the first invalid one can take focus. */
export const quoteFieldOrder: QuoteField[] = [
  "firstName",
  "lastName",
  "phone",
  "email",
  "serviceType",
  "cityZip",
  "description",
  "estimate",
  "photos",
  "preferredDate",
  "preferredWindow",
];

/** The fields a visitor types or picks (photos travel apart: files, or the ids of uploaded ones; the estimate's picks are many fields). */
export const quoteTextFields = quoteFieldOrder.filter(
  (f): f is Exclude<QuoteField, "photos" | "estimate"> => f !== "photos" && f !== "estimate",
);

export type QuoteFieldErrors = Partial<Record<QuoteField, string>>;

/** One message per field: the first problem zod found with it. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: QuoteFieldErrors = {};
  for (const issue of issues) {
    // The price-book version travels with the picks: a bad one is the section's message too.
    const key = (issue.path[0] === "priceBookVersion" ? "estimate" : issue.path[0]) as QuoteField | undefined;
    if (key && quoteFieldOrder.includes(key) && !fields[key]) fields[key] = issue.message;
  }
  return fields;
}
