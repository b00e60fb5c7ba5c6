import { business } from "./business";
import { cities } from "./cities";
import { homeSeoEs } from "./es/seo";
import { citiesInSpanish, privacyInSpanish, servicesInSpanish } from "./es/site";
import { spanishSlug } from "./es/slugs";
import { uiEn, uiEs } from "./es/ui";
import { localePrefix, type Locale } from "./locale";
import { privacy, type PrivacyCopy } from "./privacy";
import { privacySlug } from "./privacy-note";
import { defaultSeo, homeSeo } from "./seo";
import { services } from "./services";
import type { City, SeoCopy, Service } from "./types";

// Every public page, derived from the content entries. The routes, the sitemap, the share images,
// the JSON-LD, the menu and the footer all read this one list: adding a city or a service is
// adding its entry to cities.ts or services.ts. Each page exists in English and in Spanish (under
// /es/): the same kinds, templates and entries, with the Spanish words beside the English ones.

export type PageSeo = SeoCopy & {
  /** The page's own name in the breadcrumb trail and JSON-LD: "Demo & Removal", "The Woodlands, TX". */
  name: string;
  /** The big line on the page's share image. */
  headline: string;
};

type Entry<Kind extends string, Content> = {
  kind: Kind;
  locale: Locale;
  /** The same for a page and its twin in the other language: "home", a service's or city's English slug, "privacy". */
  id: string;
  /** Unique across pages; also the key of its share image, /api/og-image/<key>. */
  key: string;
  path: string;
  content: Content;
  seo: PageSeo;
  /** The og:image path: the page's own share image, or the default one for home. */
  image: string;
};

export type Page = Entry<"home", null> | Entry<"service", Service> | Entry<"city", City> | Entry<"privacy", PrivacyCopy>;
export type PageOf<K extends Page["kind"]> = Extract<Page, { kind: K }>;
export type SiteContent = { services: Service[]; cities: City[]; privacy: PrivacyCopy };

const hometown = `${business.address.locality}, ${business.address.region}`;

/** What differs between the languages besides the entries' words: paths, share-image keys, the home page's metadata, headlines. */
const languages = {
  en: { slug: (slug: string) => slug, key: (id: string) => id, homeSeo, share: uiEn.share },
  es: { slug: spanishSlug, key: (id: string) => `es-${spanishSlug(id)}`, homeSeo: homeSeoEs, share: uiEs.share },
} as const;

/** The page list for this content in one language: home, then the services, then the cities, in their data order, then the privacy page. */
export function buildPages(content: SiteContent, locale: Locale = "en"): Page[] {
  const language = languages[locale];
  const prefix = localePrefix(locale);
  // Where a page with a slug lives (services, cities, privacy): its path and share image follow from the slug.
  const placed = (id: string) => {
    const key = language.key(id);
    return { locale, id, key, path: `${prefix}/${language.slug(id)}`, image: `${defaultSeo.image.path}/${key}` };
  };
  return [
    { kind: "home", locale, id: "home", key: language.key("home"), path: `${prefix}/`, content: null, seo: language.homeSeo,
      image: locale === "en" ? defaultSeo.image.path : `${defaultSeo.image.path}/${language.key("home")}` },
    ...content.services.map((s): PageOf<"service"> => ({
      kind: "service",
      ...placed(s.slug),
      content: s,
      seo: { ...s.seo, name: s.title, headline: language.share.serviceHeadline(s.title, hometown) },
    })),
    ...content.cities.map((c): PageOf<"city"> => {
      const name = `${c.name}, ${business.address.region}`;
      return { kind: "city", ...placed(c.slug), content: c, seo: { ...c.seo, name, headline: language.share.cityHeadline(name) } };
    }),
    { kind: "privacy", ...placed(privacySlug), content: content.privacy, seo: { ...content.privacy.seo, name: content.privacy.heading, headline: content.privacy.heading } },
  ];
}

export const ofKind = <K extends Page["kind"]>(list: readonly Page[], kind: K) => list.filter((p): p is PageOf<K> => p.kind === kind);

export const englishPages = buildPages({ services, cities, privacy }, "en");
export const spanishPages = buildPages({ services: servicesInSpanish, cities: citiesInSpanish, privacy: privacyInSpanish }, "es");
/** Every public page, English then Spanish. */
export const pages = [...englishPages, ...spanishPages];
/** One language's pages, in the list's order. */
export const pagesIn = (locale: Locale): Page[] => (locale === "en" ? englishPages : spanishPages);
/** The same page in a language (every page of the site has exactly one twin: test/i18n-pages.test.ts); undefined for a page outside this list. */
export const twinOf = (page: Page, locale: Locale): Page | undefined =>
  page.locale === locale ? page : pagesIn(locale).find((p) => p.kind === page.kind && p.id === page.id);
/** A page's versions by language for hreflang (head and sitemap): each language's twin, then x-default, the English one. */
export function alternateLinks(page: Page, origin: string): Array<{ hrefLang: string; href: string }> {
  const links = (["en", "es"] as const).flatMap((l) => {
    const twin = twinOf(page, l);
    return twin ? [{ hrefLang: l, href: `${origin}${twin.path}` }] : [];
  });
  const english = twinOf(page, "en");
  return english ? [...links, { hrefLang: "x-default", href: `${origin}${english.path}` }] : links;
}
/** Every public page's path: for routes and redirects. */
export const pagePaths = pages.map((p) => p.path);
/** The pages that end with the contact section and its quote form (not the privacy page): the form's return addresses. */
export const quoteFormPaths = pages.filter((p) => p.kind !== "privacy").map((p) => p.path);
/** The English pages by kind (owner's screens, redirects); pages in a visitor's language come from pagesIn(locale). */
export const homePage = ofKind(englishPages, "home")[0]!;
export const servicePages = ofKind(englishPages, "service");
export const cityPages = ofKind(englishPages, "city");
