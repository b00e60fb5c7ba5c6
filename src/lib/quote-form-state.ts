// What the server passes to the quote form island: values and messages after a no-JavaScript post
// that failed validation, or the confirmation after one that succeeded.
export type QuoteFormValues = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  serviceType: string;
  cityZip: string;
  description: string;
  /** "YYYY-MM-DD" or "" */
  preferredDate: string;
  /** "07-09", "any" or "" */
  preferredWindow: string;
};

export type QuoteFormState = {
  values?: Partial<QuoteFormValues>;
  errors?: Partial<Record<keyof QuoteFormValues | "photos" | "estimate", string>>;
  /** A message for the whole form, e.g. after a database failure. */
  formError?: string;
  /** The estimate's controls after a failed no-JavaScript post: field name → value as sent (src/lib/estimate-fields.ts). */
  estimateFields?: Record<string, string>;
  /** Set after the no-JavaScript post succeeded (303 to ?quote=received#quote-form). */
  received?: boolean;
  /** With `received`: the estimate the confirmation says, priced again from its link (src/routes/quote/confirmation-estimate.ts). */
  estimateNote?: string;
  /** With `received`: the customer's own page, from the confirmation's link (?my=<token>). */
  myPage?: string;
  /** The page the failed post came from (while it is re-rendered, the request path is the API's). */
  returnTo?: string;
};
