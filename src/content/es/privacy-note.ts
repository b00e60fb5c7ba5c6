// The line under the quote form's submit button on the Spanish pages, linking the Spanish privacy page.
import { localePrefix } from "../locale";
import { privacyNote, privacySlug } from "../privacy-note";
import { spanishSlug } from "./slugs";

export const privacyNoteEs: typeof privacyNote = {
  text: "Usamos sus datos solo para responder a su solicitud.",
  link: "Política de privacidad",
  href: `${localePrefix("es")}/${spanishSlug(privacySlug)}`,
};
