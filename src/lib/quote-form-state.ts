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
};

export type QuoteFormState = {
  values?: Partial<QuoteFormValues>;
  errors?: Partial<Record<keyof QuoteFormValues, string>>;
  /** A message for the whole form, e.g. after a database failure. */
  formError?: string;
  /** Set after the no-JavaScript post succeeded (303 to ?quote=received#contact). */
  received?: boolean;
  /** The page the failed post came from (while it is re-rendered, the request path is the API's). */
  returnTo?: string;
};
