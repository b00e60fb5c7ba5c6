// The templates' own words: section headings, labels and image descriptions that are not page copy.
// Kept here so pages hold no text of their own and wording changes in one place.
import { business } from "../../../config/business";
import type { Translation } from "../translation";

export const labels = {
  home: {
    heroImage: { src: "/images/hero.svg", width: 640, height: 480, alt: "A crew member carrying boxes from a house to a red box truck" },
    // Drawn into the hero scene, whose alt text already names the truck.
    truckImage: { src: "/images/truck.svg", width: 320, height: 160, alt: "" },
    radiusEyebrow: `${business.serviceRadiusMiles}-mile service radius`,
  },
  service: {
    breadcrumbHome: "Home",
    breadcrumbServices: "Services",
    coverageHeading: (title: string) => `What Our ${title} Covers`,
    benefitsHeading: (title: string) => `Benefits of Our ${title}`,
    faqHeading: (title: string) => `Questions About Our ${title}`,
    relatedHeading: "Related Services",
  },
  city: {
    heroBadge: (name: string) => `Serving ${name} and a ${business.serviceRadiusMiles}-mile radius`,
    servicesHeading: (name: string) => `Our Services in ${name}`,
    whyHeading: (name: string) => `Why ${name} Chooses Us`,
    zipHeading: (name: string) => `Zip Codes We Serve in ${name}`,
    otherAreasHeading: "Other Areas We Serve",
  },
  trust: `${business.rating.toFixed(1)} · ${business.happyCustomers}+ happy customers`,
  contact: {
    phone: "Phone",
    hours: "Service Hours",
    address: "Address",
    radius: `Serving a ${business.serviceRadiusMiles}-mile radius`,
    social: "Follow Us",
  },
  footer: { services: "Services", areas: "Service Areas", contact: "Contact", rights: "All rights reserved." },
  quoteBar: { landmark: "Call or request a quote", call: "Call", quote: "Free Quote" },
  notFound: { home: "Back to the home page", services: "Our services" },
  newTab: " (opens in a new tab)",
  /** The link on every service card (home page cards, related services): the spec's one label. */
  readMore: "Read More",
  /** How much of the truck a load fills (src/lib/pricing/book.ts loadSizes), and a move's crews: the estimate, the price table, the owner's screens. */
  loadSizes: {
    minimum: "Minimum load",
    eighth: "1/8 truck",
    quarter: "1/4 truck",
    threeEighths: "3/8 truck",
    half: "1/2 truck",
    fiveEighths: "5/8 truck",
    threeQuarters: "3/4 truck",
    sevenEighths: "7/8 truck",
    full: "Full truck",
  },
  crews: { two: "2 movers and a truck", three: "3 movers and a truck" },
} as const;

/** Every language's labels have this shape. */
export type Labels = Translation<typeof labels>;
