// What the quote form needs only once a visitor uses it: the Radix toasts and the zod schema (and
// the estimate's fields gathered into its picks, which the schema checks).
// Loaded with a dynamic import, so neither is in the page's first JavaScript download.
export { makeQuoteSchema } from "../../lib/quote-schema";
export { picksOf } from "./estimate/form-picks";
export { Toaster } from "./Toaster";
