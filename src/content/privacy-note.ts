// The privacy page's address and the quote form's line about it. Its own module because the form
// island imports it: the page's copy (privacy.ts) stays out of the browser bundle.

export const privacySlug = "privacy";

/** The line under the quote form's submit button. */
export const privacyNote = { text: "We use your details only to answer your request.", link: "Privacy policy", href: `/${privacySlug}` };
