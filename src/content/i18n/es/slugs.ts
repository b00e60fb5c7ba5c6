// The Spanish pages' slugs: the words a Spanish speaker in the Houston area types into a search box,
// without accents or ñ so the paths stay plain ASCII (search engines match "electrodomesticos" to
// "electrodomésticos"). Keyed by the page's id (its English slug); cities keep theirs: a place's name
// is the same in both languages.
import type { Catalogue } from "../types";

export const slugs = {
  "junk-removal": "retiro-de-basura",
  "moving-services": "servicios-de-mudanza",
  "furniture-removal": "retiro-de-muebles",
  "appliance-removal": "retiro-de-electrodomesticos",
  // "Vaciado", not "limpieza": "limpieza de casas" is what people search for a maid service, so it would
  // bring the wrong visitor and the wrong expectation. "Vaciar la casa" (to empty the house) is the job,
  // understood the same in every Spanish-speaking country; the page's keywords add "limpieza de garaje".
  "complete-cleanouts": "vaciado-de-casas",
  "demo-removal": "demolicion-y-retiro",
  privacy: "privacidad",
} satisfies Catalogue["slugs"];
