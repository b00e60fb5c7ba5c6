// Everything a template needs in one language: the page list of that language and the words that
// are not part of a page's own entry. Server components read it through useCopy().
import { heroTrustBulletsEs, homeEs, whyChooseItemsEs } from "./es/home";
import { labelsEs } from "./es/labels";
import { licenceCopyEs } from "./es/licences";
import { privacyNoteEs } from "./es/privacy-note";
import { defaultSeoEs } from "./es/seo";
import { spanishHref, testimonialsInSpanish } from "./es/site";
import { translatedNote } from "./es/testimonials";
import type { Translation } from "./es/types";
import { uiEn, uiEs, type Ui } from "./es/ui";
import { heroTrustBullets, home, whyChooseItems, type HomeContent } from "./home";
import { labels } from "./labels";
import { licenceCopy } from "./licences";
import type { Locale } from "./locale";
import { ofKind, pagesIn, type Page } from "./pages";
import { privacyNote } from "./privacy-note";
import { defaultSeo } from "./seo";
import { testimonials } from "./testimonials";
import type { IconName, Testimonial, WhyChooseItem } from "./types";

export type Labels = Translation<typeof labels>;

export type SiteCopy = {
  locale: Locale;
  /** An English path of this site as this language's page: "/#contact" is "/es/#contact" in Spanish. */
  link: (englishHref: string) => string;
  ui: Ui;
  labels: Labels;
  home: HomeContent;
  whyChooseItems: WhyChooseItem[];
  heroTrustBullets: Array<{ icon: IconName; text: string }>;
  testimonials: Testimonial[];
  /** Said under a review shown in another language than the one it was written in. */
  testimonialNote?: string;
  licenceCopy: Translation<typeof licenceCopy>;
  privacyNote: typeof privacyNote;
  defaultSeo: Omit<typeof defaultSeo, "title" | "description" | "headline" | "keywords"> & { title: string; description: string; headline: string; keywords: readonly string[] };
  pages: {
    all: Page[];
    home: Page;
    services: ReturnType<typeof ofKind<"service">>;
    cities: ReturnType<typeof ofKind<"city">>;
    privacy: Page;
  };
};

function pagesOf(locale: Locale): SiteCopy["pages"] {
  const all = pagesIn(locale);
  return { all, home: ofKind(all, "home")[0]!, services: ofKind(all, "service"), cities: ofKind(all, "city"), privacy: ofKind(all, "privacy")[0]! };
}

const copies: Record<Locale, SiteCopy> = {
  en: {
    locale: "en", link: (href) => href, ui: uiEn, labels, home, whyChooseItems, heroTrustBullets, testimonials, licenceCopy, privacyNote, defaultSeo, pages: pagesOf("en"),
  },
  es: {
    locale: "es", link: spanishHref, ui: uiEs, labels: labelsEs, home: homeEs, whyChooseItems: whyChooseItemsEs, heroTrustBullets: heroTrustBulletsEs,
    testimonials: testimonialsInSpanish, testimonialNote: translatedNote, licenceCopy: licenceCopyEs, privacyNote: privacyNoteEs,
    defaultSeo: defaultSeoEs, pages: pagesOf("es"),
  },
};

export const copyFor = (locale: Locale): SiteCopy => copies[locale];
