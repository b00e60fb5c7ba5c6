// The privacy page's address and the quote form's line about it. Its own module so that the form's
// words (components/quote-form-words.ts) need not load the page's copy (privacy.ts).

export const privacySlug = "privacy";

/** The line under the quote form's submit button. */
export const privacyNote = { text: "We use your details only to answer your request.", link: "Privacy policy", href: `/${privacySlug}` };
