// One language's site content: the language-neutral entries (src/content/entries/) with that
// language's words (its catalogue) in their places. The slug stays the entry's English one, its
// language-neutral identity: the page list gives each language's pages their own paths, and links
// inside the copy are mapped to the same language's pages.
import { cityEntries } from "./entries/cities";
import { serviceEntries } from "./entries/services";
import { testimonialEntries } from "./entries/testimonials";
import { catalogue } from "./i18n";
import type { Catalogue } from "./i18n/types";
import { localePrefix, type Locale } from "./locale";
import type { City, PrivacyCopy, RichText, Service, Testimonial } from "./types";

export type SiteContent = { services: Service[]; cities: City[]; privacy: PrivacyCopy; testimonials: Testimonial[] };

/** One of this site's paths, written as the English one ("/moving-services", "/#contact"), as the page in a language ("/es/servicios-de-mudanza", "/es/#contact"); other links unchanged. */
export function localHref(href: string, locale: Locale, slugs: Catalogue["slugs"]): string {
  const prefix = localePrefix(locale);
  if (!href.startsWith("/") || href.startsWith("//") || (prefix !== "" && href.startsWith(`${prefix}/`))) return href;
  const [path, hash] = href.split("#", 2) as [string, string | undefined];
  const id = path.slice(1);
  const local = `${prefix}/${id === "" ? "" : ((slugs as Record<string, string | undefined>)[id] ?? id)}`;
  return hash === undefined ? local : `${local}#${hash}`;
}

/** Pairs each icon with its words, in order (test/es-copy.test.ts checks the counts). */
const withIcons = <W extends object, I>(icons: readonly I[], words: readonly W[]) => words.map((w, i) => ({ icon: icons[i]!, ...w }));

export function siteContent(locale: Locale, words: Catalogue): SiteContent {
  const links = (runs: RichText): RichText =>
    runs.map((run) => (run.href ? { ...run, href: localHref(run.href, locale, words.slugs) } : run));
  const services = serviceEntries.map((entry): Service => {
    const w = words.services[entry.slug];
    const whyIcons: readonly Service["benefits"][number]["icon"][] | undefined =
      "whyChooseIcons" in entry ? entry.whyChooseIcons : undefined;
    return {
      slug: entry.slug,
      title: w.title,
      seo: w.seo,
      description: w.description,
      subtitle: w.subtitle,
      featured: entry.featured,
      footerOrder: entry.footerOrder,
      quoteService: entry.quoteService,
      image: { ...entry.image, alt: w.imageAlt },
      features: w.features,
      coverage: w.coverage,
      about: { heading: w.about.heading, paragraphs: w.about.paragraphs.map(links) },
      benefits: withIcons(entry.benefitIcons, w.benefits),
      whyChoose: whyIcons && w.whyChoose ? { heading: w.whyChoose.heading, columns: withIcons(whyIcons, w.whyChoose.columns) } : undefined,
      showsLicences: "showsLicences" in entry ? entry.showsLicences : undefined,
      related: entry.related,
      cta: w.cta,
      faq: words.faqs[entry.slug],
    };
  });
  const cities = cityEntries.map((entry): City => {
    const w = words.cities[entry.slug];
    return {
      slug: entry.slug,
      name: w.name,
      listName: w.listName,
      seo: w.seo,
      hero: w.hero,
      services: w.services.map((card, i) => {
        const icon = entry.serviceIcons[i];
        return icon ? { icon, ...card } : card;
      }),
      whyChoose: w.whyChoose,
      about: w.about,
      zipCodes: "zipCodes" in entry ? entry.zipCodes : undefined,
      places: entry.places,
    };
  });
  const testimonials = testimonialEntries.map((entry, i): Testimonial => ({ ...entry, ...words.testimonials[i]! }));
  const privacy: PrivacyCopy = {
    ...words.privacy,
    sections: words.privacy.sections.map((section) => ({
      ...section,
      body: section.body.map((block) => ("list" in block ? block : links(block))),
    })),
  };
  return { services, cities, privacy, testimonials };
}

const contents = new Map<Locale, SiteContent>();
/** A language's site content, made once (from its catalogue: src/content/i18n). */
export function contentIn(locale: Locale): SiteContent {
  let content = contents.get(locale);
  if (!content) contents.set(locale, (content = siteContent(locale, catalogue(locale))));
  return content;
}
