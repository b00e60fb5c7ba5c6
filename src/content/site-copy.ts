// Everything a template needs in one language: that language's catalogue, its page list and its
// site content (the entries with its words). Server components read it through useCopy().
import { shareImage } from "../config/site";
import { catalogue, type Catalogue } from "./i18n";
import type { HomeContent } from "./i18n/en/home";
import type { Labels } from "./i18n/en/labels";
import type { LicenceWords } from "./i18n/en/licences";
import type { Ui } from "./i18n/en/ui";
import type { Locale } from "./locale";
import { ofKind, pagesIn, privacyId, type Page } from "./site-map";
import { contentIn, localHref } from "./site";
import type { IconName, Testimonial, WhyChooseItem } from "./types";

export type { Labels };

export type SiteCopy = {
  locale: Locale;
  /** One of this site's paths, written as the English one, as this language's page: "/#contact" is "/es/#contact" in Spanish. */
  link: (englishHref: string) => string;
  words: Catalogue;
  ui: Ui;
  labels: Labels;
  home: HomeContent;
  whyChooseItems: WhyChooseItem[];
  heroTrustBullets: Array<{ icon: IconName; text: string }>;
  testimonials: Testimonial[];
  /** Said under a review shown in another language than the one it was written in. */
  testimonialNote?: string;
  licenceCopy: LicenceWords;
  privacyNote: { text: string; link: string; href: string };
  defaultSeo: Catalogue["seo"]["site"] & { image: typeof shareImage };
  pages: {
    all: Page[];
    home: Page;
    services: ReturnType<typeof ofKind<"service">>;
    cities: ReturnType<typeof ofKind<"city">>;
    privacy: Page;
  };
};

function copyOf(locale: Locale): SiteCopy {
  const words = catalogue(locale);
  const all = pagesIn(locale);
  const link = (href: string) => localHref(href, locale, words.slugs);
  return {
    locale,
    link,
    words,
    ui: words.ui,
    labels: words.labels,
    home: words.home,
    whyChooseItems: words.whyChooseItems,
    heroTrustBullets: words.heroTrustBullets,
    testimonials: contentIn(locale).testimonials,
    testimonialNote: words.testimonialNote,
    licenceCopy: words.licences,
    privacyNote: { ...words.privacyNote, href: link(`/${privacyId}`) },
    defaultSeo: { ...words.seo.site, image: shareImage },
    pages: {
      all,
      home: ofKind(all, "home")[0]!,
      services: ofKind(all, "service"),
      cities: ofKind(all, "city"),
      privacy: ofKind(all, "privacy")[0]!,
    },
  };
}

const copies = new Map<Locale, SiteCopy>();
/** The words and pages of a language (made on first use: a test may add a language, src/content/i18n addCatalogue). */
export function copyFor(locale: Locale): SiteCopy {
  let copy = copies.get(locale);
  if (!copy) copies.set(locale, (copy = copyOf(locale)));
  return copy;
}
