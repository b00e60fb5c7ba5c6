// The Spanish site's content entries: the English entries (slugs, icons, images, order, related
// services, zip codes, places, tags) with the Spanish words of src/content/es/ in their places. The
// slug stays the English one, the entry's language-neutral identity: the page list gives Spanish
// pages their Spanish paths, and links inside the copy are mapped to the Spanish twins.
import { cities } from "../cities";
import type { PrivacyCopy } from "../privacy";
import { services } from "../services";
import { testimonials } from "../testimonials";
import type { City, RichText, Service, Testimonial } from "../types";
import { citiesEs } from "./cities";
import { faqsEs } from "./faqs";
import { privacyEs } from "./privacy";
import { servicesEs } from "./services";
import { spanishSlug, type CitySlug, type ServiceSlug } from "./slugs";
import { testimonialsEs } from "./testimonials";

/** The Spanish twin of one of this site's English paths ("/moving-services" → "/es/servicios-de-mudanza", "/#contact" → "/es/#contact"); other links unchanged. */
export function spanishHref(href: string): string {
  if (!href.startsWith("/") || href.startsWith("//") || href.startsWith("/es/")) return href;
  const [path, hash] = href.split("#", 2) as [string, string | undefined];
  const slug = path.slice(1);
  const twin = slug === "" ? "/es/" : `/es/${spanishSlug(slug)}`;
  return hash === undefined ? twin : `${twin}#${hash}`;
}

const spanishLinks = (runs: RichText): RichText => runs.map((run) => (run.href ? { ...run, href: spanishHref(run.href) } : run));

/** Pairs each English item with its Spanish words, in order; the lists' lengths are checked by test/es-copy.test.ts. */
const zipWords = <T extends object, W extends object>(items: readonly T[], words: readonly W[]) => items.map((item, i) => ({ ...item, ...words[i]! }));

export const servicesInSpanish: Service[] = services.map((s) => {
  const words = servicesEs[s.slug as ServiceSlug];
  return {
    ...s,
    title: words.title,
    seo: words.seo,
    description: words.description,
    subtitle: words.subtitle,
    image: { ...s.image, alt: words.imageAlt },
    features: words.features,
    coverage: words.coverage,
    about: { heading: words.about.heading, paragraphs: words.about.paragraphs.map(spanishLinks) },
    benefits: zipWords(s.benefits, words.benefits),
    whyChoose: s.whyChoose && words.whyChoose ? { heading: words.whyChoose.heading, columns: zipWords(s.whyChoose.columns, words.whyChoose.columns) } : undefined,
    cta: words.cta ?? undefined,
    faq: faqsEs[s.slug as ServiceSlug],
  };
});

export const citiesInSpanish: City[] = cities.map((c) => {
  const words = citiesEs[c.slug as CitySlug];
  return {
    ...c,
    name: words.name,
    listName: words.listName,
    seo: words.seo,
    hero: words.hero,
    services: zipWords(c.services, words.services),
    whyChoose: words.whyChoose,
    about: words.about,
  };
});

export const testimonialsInSpanish: Testimonial[] = zipWords(testimonials, testimonialsEs);

export const privacyInSpanish: PrivacyCopy = {
  ...privacyEs,
  sections: privacyEs.sections.map((section) => ({
    ...section,
    body: section.body.map((block) => ("list" in block ? block : spanishLinks(block))),
  })),
};
