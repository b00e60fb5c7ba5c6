// The site's content under the names the tests read it by: the default language's assembled
// entries (src/content/site.ts) and each language's catalogue parts (src/content/i18n/<locale>/).
import { catalogue } from "../src/content/i18n";
import { pagesIn } from "../src/content/site-map";
import { contentIn } from "../src/content/site";
import type { City, Faq, Service } from "../src/content/types";

const en = catalogue("en");
const es = catalogue("es");

export const { services, cities, privacy, testimonials } = contentIn("en");
export const serviceBySlug = (slug: string): Service => {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`Unknown service slug: ${slug}`);
  return service;
};
export const cityBySlug = (slug: string): City => {
  const city = cities.find((c) => c.slug === slug);
  if (!city) throw new Error(`Unknown city slug: ${slug}`);
  return city;
};
export const { home, whyChooseItems, heroTrustBullets, labels, hours } = en;
export const serviceFaqs: Record<string, Faq[]> = en.faqs;
export const faqFor = (slug: string): Faq[] => {
  const faq = serviceFaqs[slug];
  if (!faq) throw new Error(`No FAQ for service ${slug}`);
  return faq;
};
export const uiEn = en.ui;
export const uiEs = es.ui;
export const spanishPages = pagesIn("es");

// Well-known Houston-area places beyond the radius (or not in the gazetteer): naming one on a city
// page must fail until it is given coordinates, and then the distance check decides. The Spanish
// copy's check lists them too, among the places it knows are far.
export const otherKnownPlaces = [
  "Galleria",
  "Uptown",
  "Montrose",
  "Midtown",
  "Memorial",
  "Heights",
  "Inner Loop",
  "River Oaks",
  "Medical Center",
  "Lake Conroe",
  "April Sound",
  "Walden",
  "Willis",
  "Bridgeland",
  "Fairfield",
  "Magnolia Ridge",
  "Rose Hill",
  "Katy",
  "Sugar Land",
  "Pearland",
  "Humble",
  "Atascocita",
  "Galveston",
  "Huntsville",
];
