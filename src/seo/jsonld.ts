import { business } from "../config/business";
import { shareImage } from "../config/site";
import { catalogue } from "../content/i18n";
import { defaultLocale, locales, type Locale } from "../content/locale";
import { cityPages, homePage, twinOf, type Page, type PageOf } from "../content/site-map";
import type { Service } from "../content/types";
import { crews, loadSizes, type ActivePrices, type PriceBook } from "../lib/pricing/book";
import { estimateKind } from "../lib/pricing/estimate";

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

const currency = "USD";
/** schema.org prices are numbers of the currency's unit: dollars, from the book's whole cents. */
const dollars = (cents: number) => cents / 100;
/** UN/CEFACT's code for an hour: a unit price's unit. */
const hour = "HUR";

/**
 * The service's prices in the book, as schema.org offers in the page's language: every load size as
 * an Offer with its range (a PriceSpecification's minPrice and maxPrice), gathered in an
 * AggregateOffer from the minimum load's low to the full truck's high; for moving, an Offer per
 * crew: its hourly rate (a UnitPriceSpecification per hour) from the minimum hours, with the travel
 * fee beside it. Single items and surcharges are left out: an item alone still costs the minimum
 * load, and a surcharge is no offer of its own; the page's table says both. Null when the book
 * does not price this service.
 */
export function serviceOffers(book: PriceBook, service: Service, locale: Locale): JsonLd | JsonLd[] | null {
  const { labels, priceTable } = catalogue(locale);
  const kind = estimateKind(book, service.quoteService);
  if (kind === "load") {
    const ranges = loadSizes.map((size) => book.loads[size]);
    return {
      "@type": "AggregateOffer",
      priceCurrency: currency,
      lowPrice: dollars(Math.min(...ranges.map((r) => r.low))),
      highPrice: dollars(Math.max(...ranges.map((r) => r.high))),
      offerCount: loadSizes.length,
      offers: loadSizes.map((size) => ({
        "@type": "Offer",
        name: labels.loadSizes[size],
        priceSpecification: {
          "@type": "PriceSpecification",
          minPrice: dollars(book.loads[size].low),
          maxPrice: dollars(book.loads[size].high),
          priceCurrency: currency,
        },
      })),
    };
  }
  if (kind === "moving") {
    const rates = book.moving!;
    const travelFee =
      rates.travelFeeCents > 0
        ? [
            {
              "@type": "UnitPriceSpecification",
              name: priceTable.moving.travelFee,
              price: dollars(rates.travelFeeCents),
              priceCurrency: currency,
            },
          ]
        : [];
    return crews.map((crew) => ({
      "@type": "Offer",
      name: labels.crews[crew],
      eligibleQuantity: { "@type": "QuantitativeValue", minValue: rates.minimumHours, unitCode: hour },
      priceSpecification: {
        "@type": "CompoundPriceSpecification",
        priceCurrency: currency,
        priceComponent: [
          { "@type": "UnitPriceSpecification", price: dollars(rates.hourlyCents[crew]), priceCurrency: currency, unitCode: hour },
          ...travelFee,
        ],
      },
    }));
  }
  return null;
}

/** The page's Service, with its prices as offers while the price book in force prices it. */
export function serviceJsonLd(origin: string, page: Page, prices: ActivePrices | null = null): JsonLd | null {
  if (page.kind !== "service") return null;
  const data = serviceData(page);
  const offers = prices && serviceOffers(prices.book, page.content, page.locale);
  return {
    "@context": "https://schema.org",
    "@type": data.type,
    serviceType: data.serviceName,
    name: data.serviceName,
    description: data.serviceDescription,
    url: `${origin}${data.serviceUrl}`,
    provider: { "@id": `${origin}/#business` },
    areaServed,
    ...(offers && { offers }),
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

/** Every JSON-LD block for a page: the business everywhere, plus Service (with the prices in force), FAQPage or WebPage (in the page's language) and BreadcrumbList where they apply. */
export function pageJsonLd(
  origin: string,
  page: Page | undefined,
  locale: Locale = page?.locale ?? defaultLocale,
  prices: ActivePrices | null = null,
): JsonLd[] {
  const blocks = [businessJsonLd(origin, locale)];
  if (!page) return blocks;
  return [
    ...blocks,
    serviceJsonLd(origin, page, prices),
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
