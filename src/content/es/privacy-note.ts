// The quote form's line about the privacy page, in Spanish (../privacy-note.ts). Its own small module
// for the same reason: the form island may import it, and the page's copy stays out of the browser.
import { localePrefix } from "../locale";
import { privacySlug } from "../privacy-note";
import { spanishSlug } from "./slugs";

/** The line under the quote form's submit button on a Spanish page; the link goes to /es/privacidad. */
export const privacyNoteEs = {
  text: "Usamos sus datos solo para responder a su solicitud.",
  link: "Política de privacidad",
  href: `${localePrefix("es")}/${spanishSlug(privacySlug)}`,
};
