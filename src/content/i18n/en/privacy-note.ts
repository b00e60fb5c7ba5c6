/** The line under the quote form's submit button; the link leads to this language's privacy page. */
export const privacyNote = { text: "We use your details only to answer your request.", link: "Privacy policy" };
