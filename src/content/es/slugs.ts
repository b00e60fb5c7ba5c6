// The Spanish twins' slugs: the words a Spanish speaker in the Houston area types into a search box,
// without accents or ñ so the paths stay plain ASCII (search engines match "electrodomesticos" to
// "electrodomésticos"). Keyed by the English slug, so the wiring can map every English path.

/** The six services, in services.ts order. */
export const spanishServiceSlugs = {
  "junk-removal": "retiro-de-basura",
  "moving-services": "servicios-de-mudanza",
  "furniture-removal": "retiro-de-muebles",
  "appliance-removal": "retiro-de-electrodomesticos",
  // "Vaciado", not "limpieza": "limpieza de casas" is what people search for a maid service, so it would
  // bring the wrong visitor and the wrong expectation. "Vaciar la casa" (to empty the house) is the job,
  // understood the same in every Spanish-speaking country; the page's keywords add "limpieza de garaje".
  "complete-cleanouts": "vaciado-de-casas",
  "demo-removal": "demolicion-y-retiro",
} as const satisfies Record<string, string>;

/** Every translated slug: the services and the pages that are not services. */
export const spanishSlugs: Record<string, string> = { ...spanishServiceSlugs, privacy: "privacidad" };

/** City slugs stay as they are in Spanish: a place's name is the same in both languages. */
export const citySlugs = ["spring-tx", "the-woodlands-tx", "conroe-tx", "tomball-tx", "cypress-tx", "houston-tx", "magnolia-tx", "klein-tx"] as const;

export type ServiceSlug = keyof typeof spanishServiceSlugs;
export type CitySlug = (typeof citySlugs)[number];

/** The Spanish slug of an English one: services and privacy translated, anything else (cities) unchanged. */
export const spanishSlug = (englishSlug: string) => spanishSlugs[englishSlug] ?? englishSlug;
