import { business } from "../config/business";
import { shareImage } from "../config/site";
import { catalogue } from "./i18n";
import type { Catalogue } from "./i18n/types";
import { defaultLocale, localePrefix, locales, type Locale } from "./locale";
import { contentIn, siteContent, type SiteContent } from "./site";
import type { City, PrivacyCopy, SeoCopy, Service } from "./types";

// Every public page, derived from the content entries. The routes, the sitemap, the share images,
// the JSON-LD, the menu and the footer all read this one list: adding a city or a service is
// adding its entry (src/content/entries/) and its words to each language's catalogue. Each page
// exists in every language of src/content/locale.ts: the same kinds, templates and entries, with
// that language's words, under that language's prefix.

export type PageSeo = SeoCopy & {
  /** The page's own name in the breadcrumb trail and JSON-LD: "Demo & Removal", "The Woodlands, TX". */
  name: string;
  /** The big line on the page's share image. */
  headline: string;
};

type Entry<Kind extends string, Content> = {
  kind: Kind;
  locale: Locale;
  /** The same for a page and its twins in the other languages: "home", a service's or city's English slug, "privacy". */
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
const hometown = `${business.address.locality}, ${business.address.region}`;

/** The privacy page's id (its English slug). */
export const privacyId = "privacy";

/** The page list of one language, from its words and its content: home, then the services, then the cities, in their data order, then the privacy page. */
export function buildPages(locale: Locale, words: Catalogue, content: SiteContent = siteContent(locale, words)): Page[] {
  const prefix = localePrefix(locale);
  const slug = (id: string) => (words.slugs as Record<string, string | undefined>)[id] ?? id;
  // Share images are keyed by the default language's ids, and "<locale>-<slug>" for the others.
  const key = (id: string) => (locale === defaultLocale ? id : `${locale}-${slug(id)}`);
  // Where a page with a slug lives (services, cities, privacy): its path and share image follow from the slug.
  const placed = (id: string) => ({ locale, id, key: key(id), path: `${prefix}/${slug(id)}`, image: `${shareImage.path}/${key(id)}` });
  const share = words.ui.share;
  return [
    {
      kind: "home",
      locale,
      id: "home",
      key: key("home"),
      path: `${prefix}/`,
      content: null,
      seo: words.seo.home,
      image: locale === defaultLocale ? shareImage.path : `${shareImage.path}/${key("home")}`,
    },
    ...content.services.map((s): PageOf<"service"> => ({
      kind: "service",
      ...placed(s.slug),
      content: s,
      seo: { ...s.seo, name: s.title, headline: share.serviceHeadline(s.title, hometown) },
    })),
    ...content.cities.map((c): PageOf<"city"> => {
      const name = `${c.name}, ${business.address.region}`;
      return { kind: "city", ...placed(c.slug), content: c, seo: { ...c.seo, name, headline: share.cityHeadline(name) } };
    }),
    {
      kind: "privacy",
      ...placed(privacyId),
      content: content.privacy,
      seo: { ...content.privacy.seo, name: content.privacy.heading, headline: content.privacy.heading },
    },
  ];
}

export const ofKind = <K extends Page["kind"]>(list: readonly Page[], kind: K) => list.filter((p): p is PageOf<K> => p.kind === kind);

// Built on first use per language, so a test can add a language's catalogue (src/content/i18n) and get its pages.
const byLocale = new Map<Locale, Page[]>();
/** One language's pages, in the list's order. */
export function pagesIn(locale: Locale): Page[] {
  let list = byLocale.get(locale);
  if (!list) byLocale.set(locale, (list = buildPages(locale, catalogue(locale), contentIn(locale))));
  return list;
}
/** Every public page of the site's languages, in the order of `locales`. */
export const pages = locales.flatMap(pagesIn);
export const englishPages = pagesIn(defaultLocale);
/** The same page in a language (every page of the site has exactly one twin in each: test/i18n-pages.test.ts); undefined for a page outside this list. */
export const twinOf = (page: Page, locale: Locale): Page | undefined =>
  page.locale === locale ? page : pagesIn(locale).find((p) => p.kind === page.kind && p.id === page.id);
/** A page's versions by language for hreflang (head and sitemap): each language's twin, then x-default, the default language's. */
export function alternateLinks(page: Page, origin: string): Array<{ hrefLang: string; href: string }> {
  const links = locales.flatMap((l) => {
    const twin = twinOf(page, l);
    return twin ? [{ hrefLang: l, href: `${origin}${twin.path}` }] : [];
  });
  const fallback = twinOf(page, defaultLocale);
  return fallback ? [...links, { hrefLang: "x-default", href: `${origin}${fallback.path}` }] : links;
}
/** Every public page's path: for routes and redirects. */
export const pagePaths = pages.map((p) => p.path);
/** The pages that end with the contact section and its quote form (not the privacy page): the form's return addresses. */
export const quoteFormPaths = pages.filter((p) => p.kind !== "privacy").map((p) => p.path);
/** The English pages by kind (owner's screens, redirects); pages in a visitor's language come from pagesIn(locale). */
export const homePage = ofKind(englishPages, "home")[0]!;
export const servicePages = ofKind(englishPages, "service");
export const cityPages = ofKind(englishPages, "city");
