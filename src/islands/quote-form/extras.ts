// What the quote form needs only once a visitor uses it: the Radix toasts and the zod schema.
// Loaded with a dynamic import, so neither is in the page's first JavaScript download.
export { makeQuoteSchema } from "../../lib/quote-schema";
export { Toaster } from "./Toaster";
