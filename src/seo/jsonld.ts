import { business } from "../config/business";
import { shareImage } from "../config/site";
import { catalogue } from "../content/i18n";
import { defaultLocale, locales, type Locale } from "../content/locale";
import { cityPages, homePage, twinOf, type Page, type PageOf } from "../content/pages";

// schema.org JSON-LD blocks. MovingCompany is the HomeAndConstructionBusiness subtype closest to a
// business that both moves households and hauls junk (schema.org has no junk-removal type).

type JsonLd = Record<string, unknown>;

/** schema.org's days, ISO order (1 is Monday): business.hours.days picks from them. */
const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const openDays = days.slice(business.hours.days.from - 1, business.hours.days.to);
/** "05:00": schema.org's time of day. */
const clockTime = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The page's language as a BCP 47 tag, for inLanguage: "en-US", "es-US". */
const languageOf = (page: Page) => catalogue(page.locale).ui.meta.htmlLang;

const areaServed = cityPages.map((page) => ({ "@type": "City", name: page.seo.name }));

/** The spec's structured service data, published as a schema.org Service on each service page. */
export type ServiceData = { type: "Service"; serviceName: string; serviceDescription: string; serviceUrl: string };

export const serviceData = (page: PageOf<"service">): ServiceData => ({
  type: "Service",
  serviceName: page.seo.name,
  serviceDescription: page.seo.description,
  serviceUrl: page.path,
});

/** The business, with its words (payment methods) in the page's language. */
export function businessJsonLd(origin: string, locale: Locale = defaultLocale): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "MovingCompany",
    "@id": `${origin}/#business`,
    name: business.name,
    telephone: business.phoneE164,
    email: business.email,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}${shareImage.path}`,
    address: {
      "@type": "PostalAddress",
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
    areaServed,
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: openDays.map((day) => `https://schema.org/${day}`),
      opens: clockTime(business.hours.opens),
      closes: clockTime(business.hours.closes),
    },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: business.rating,
      reviewCount: business.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    priceRange: business.priceRange,
    paymentAccepted: business.paymentAccepted.map((method) => catalogue(locale).ui.payments[method]).join(", "),
    foundingDate: String(business.foundingYear),
    numberOfEmployees: { "@type": "QuantitativeValue", minValue: business.employees.min, maxValue: business.employees.max },
    sameAs: business.social.map((profile) => profile.url),
    // The crew answers in English and in Spanish, and the site has both.
    knowsLanguage: locales.map((locale) => catalogue(locale).ui.meta.htmlLang),
    // The household-goods mover's licence numbers, as a customer looks them up (TxDMV, FMCSA).
    identifier: [
      { "@type": "PropertyValue", propertyID: "TxDMV", value: business.licences.txdmv },
      { "@type": "PropertyValue", propertyID: "USDOT", value: business.licences.usdot },
    ],
  };
}

export function serviceJsonLd(origin: string, page: Page): JsonLd | null {
  if (page.kind !== "service") return null;
  const data = serviceData(page);
  return {
    "@context": "https://schema.org",
    "@type": data.type,
    serviceType: data.serviceName,
    name: data.serviceName,
    description: data.serviceDescription,
    url: `${origin}${data.serviceUrl}`,
    provider: { "@id": `${origin}/#business` },
    areaServed,
  };
}

/** The page itself, in its language, tied to the business (service pages are their FAQPage instead). */
export function webPageJsonLd(origin: string, page: Page): JsonLd | null {
  if (page.kind === "service") return null;
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: page.kind === "home" ? page.seo.title : page.seo.name,
    inLanguage: languageOf(page),
    description: page.seo.description,
    url: `${origin}${page.path}`,
    publisher: { "@id": `${origin}/#business` },
  };
}

/** The service page's FAQ as a schema.org FAQPage: the same questions and answers the page shows. */
export function faqJsonLd(origin: string, page: Page): JsonLd | null {
  if (page.kind !== "service" || page.content.faq.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    name: page.seo.title,
    url: `${origin}${page.path}`,
    inLanguage: languageOf(page),
    mainEntity: page.content.faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function breadcrumbJsonLd(origin: string, page: Page): JsonLd | null {
  if (page.kind === "home") return null;
  const trail = [twinOf(homePage, page.locale) ?? homePage, page];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.seo.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** Every JSON-LD block for a page: the business everywhere, plus Service, FAQPage or WebPage (in the page's language) and BreadcrumbList where they apply. */
export function pageJsonLd(origin: string, page: Page | undefined, locale: Locale = page?.locale ?? defaultLocale): JsonLd[] {
  const blocks = [businessJsonLd(origin, locale)];
  if (!page) return blocks;
  return [
    ...blocks,
    serviceJsonLd(origin, page),
    faqJsonLd(origin, page),
    webPageJsonLd(origin, page),
    breadcrumbJsonLd(origin, page),
  ].filter((b): b is JsonLd => b !== null);
}

/** JSON for a <script type="application/ld+json"> body: no "<" survives, so "</script>" cannot end the block early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
