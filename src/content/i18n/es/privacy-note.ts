import type { privacyNote as english } from "../en/privacy-note";

/** The line under the quote form's submit button; the link leads to this language's privacy page. */
export const privacyNote: typeof english = { text: "Usamos sus datos solo para responder a su solicitud.", link: "Política de privacidad" };
