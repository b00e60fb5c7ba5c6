import type { CitySlug, ServiceSlug } from "./types";

// Search metadata for every public page, keyed by the pageKey each route passes to c.render.
// Titles are the full <title> text (30-65 characters) and descriptions 70-160: test/seo-content.test.ts checks both.

export type PageKey = "home" | ServiceSlug | CitySlug;

export type PageSeo = {
  title: string;
  description: string;
  keywords: string[];
  /** Equals the route. */
  path: string;
  ogType: "website";
  /** The page's own name in the breadcrumb trail. */
  name: string;
  /** The big line on the page's share image. */
  headline: string;
};

/** The spec's structured service data, published as a schema.org Service on each service page. */
export type ServiceData = { type: "Service"; serviceName: string; serviceDescription: string; serviceUrl: string };

export const defaultSeo = {
  title: "Junk Removal & Moving in Spring, TX | Spring Junk Removal",
  description:
    "Same-day junk removal and moving in Spring, The Woodlands and the Houston area. Licensed, insured, 5.0 rated. Free, no-obligation quotes.",
  keywords: ["junk removal", "moving company", "Spring TX", "Houston junk removal"],
  /** The default share image headline. */
  headline: "Junk Removal & Moving Services",
  image: { path: "/api/og-image", width: 1200, height: 630, type: "image/png" },
} as const;

/** Paths robots.txt disallows: the owner inbox is private. */
export const disallowedPaths = ["/admin"];

const service = (slug: ServiceSlug, name: string, title: string, description: string, keywords: string[]): PageSeo => ({
  title,
  description,
  keywords,
  path: `/${slug}`,
  ogType: "website",
  name,
  headline: `${name} in Spring, TX`,
});

const city = (slug: CitySlug, name: string, title: string, description: string, keywords: string[]): PageSeo => ({
  title,
  description,
  keywords,
  path: `/${slug}`,
  ogType: "website",
  name,
  headline: `Junk Removal & Moving in ${name}`,
});

export const pageSeo: Record<PageKey, PageSeo> = {
  home: {
    title: defaultSeo.title,
    description: defaultSeo.description,
    keywords: [...defaultSeo.keywords, "furniture removal", "appliance removal", "cleanouts"],
    path: "/",
    ogType: "website",
    name: "Home",
    headline: defaultSeo.headline,
  },
  "junk-removal": service("junk-removal", "Junk Removal",
    "Junk Removal Services in Spring, TX | Same-Day Pickup",
    "Fast, affordable junk removal in Spring, TX: furniture, appliances, debris, yard waste and office clean-ups hauled away the same or next day.",
    ["junk removal Spring TX", "junk hauling", "trash removal", "same-day junk pickup"]),
  "moving-services": service("moving-services", "Moving Services",
    "Local & Long-Distance Movers in Spring, TX | Moving",
    "Careful local and long-distance moving from Spring, TX: packing and unpacking, specialty items, storage and commercial moves, free quotes.",
    ["movers Spring TX", "moving company", "local movers", "packing services"]),
  "furniture-removal": service("furniture-removal", "Furniture Removal",
    "Furniture Removal & Pickup in Spring, TX | Same Day",
    "Old sofas, mattresses and office furniture picked up from any room in Spring, TX. We donate what we can and haul the heavy items for you.",
    ["furniture removal", "couch pickup", "mattress removal", "office furniture disposal"]),
  "appliance-removal": service("appliance-removal", "Appliance Removal",
    "Appliance Removal & Recycling in Spring, TX",
    "Refrigerators, washers, dryers, HVAC units and kitchen appliances removed from your Spring, TX home and disposed of the eco-friendly way.",
    ["appliance removal", "refrigerator disposal", "washer dryer removal", "appliance recycling"]),
  "complete-cleanouts": service("complete-cleanouts", "Complete Cleanouts",
    "Estate, Garage & Hoarding Cleanouts in Spring, TX",
    "Complete cleanouts in Spring, TX: estates, hoarding situations, storage units, garages, basements and commercial spaces emptied with care.",
    ["estate cleanout", "hoarding cleanup", "garage cleanout", "storage unit cleanout"]),
  "demo-removal": service("demo-removal", "Demo & Removal",
    "Demolition & Debris Removal in Spring, TX | Demo",
    "Light demolition and debris removal in Spring, TX: drywall, flooring tear-out, renovation cleanup, concrete and brick hauled off your site.",
    ["demolition Spring TX", "debris removal", "construction cleanup", "drywall removal"]),
  "spring-tx": city("spring-tx", "Spring, TX",
    "Junk Removal & Movers in Spring, TX | Local & Insured",
    "Locally owned junk removal and moving in Spring, TX 77373 to 77389: same-day pickups, cleanouts and moves from Old Town Spring to Gleannloch.",
    ["junk removal Spring TX", "movers Spring TX", "Old Town Spring", "77373", "77379"]),
  "the-woodlands-tx": city("the-woodlands-tx", "The Woodlands, TX",
    "Junk Removal & Moving in The Woodlands, TX",
    "Junk removal, cleanouts and moving in The Woodlands, TX: Sterling Ridge, Creekside Park, Alden Bridge and every village, same or next day.",
    ["junk removal The Woodlands", "movers The Woodlands TX", "Woodlands cleanouts"]),
  "conroe-tx": city("conroe-tx", "Conroe, TX",
    "Junk Removal & Moving in Conroe, TX | Same-Day Service",
    "Conroe, TX junk removal and moving: lake house cleanouts near Lake Conroe, downtown moves and debris hauling. Free quotes, 5.0 star rated.",
    ["junk removal Conroe TX", "movers Conroe", "Lake Conroe cleanout"]),
  "tomball-tx": city("tomball-tx", "Tomball, TX",
    "Junk Removal & Moving in Tomball, TX | Free Quotes",
    "Tomball, TX junk removal and moving for homes, farms and shops: barn and garage cleanouts, appliance hauling and local moves, same day.",
    ["junk removal Tomball TX", "movers Tomball", "Tomball cleanouts"]),
  "cypress-tx": city("cypress-tx", "Cypress, TX",
    "Junk Removal & Moving in Cypress, TX | Licensed Crew",
    "Cypress, TX junk removal and movers serving Bridgeland, Towne Lake and Fairfield: furniture pickup, cleanouts and moves with free quotes.",
    ["junk removal Cypress TX", "movers Cypress", "Bridgeland junk removal"]),
  "houston-tx": city("houston-tx", "Houston, TX",
    "Junk Removal & Moving in Houston, TX | North Houston",
    "Junk removal and moving across north Houston, TX: apartment moves, office cleanouts and construction debris hauling, often the same day.",
    ["junk removal Houston TX", "Houston movers", "north Houston junk hauling"]),
  "magnolia-tx": city("magnolia-tx", "Magnolia, TX",
    "Junk Removal & Moving in Magnolia, TX | Spring Junk",
    "Magnolia, TX junk removal and moving for acreage homes and new builds: shed and barn cleanouts, furniture hauling and careful local moves.",
    ["junk removal Magnolia TX", "movers Magnolia", "Magnolia cleanouts"]),
  "klein-tx": city("klein-tx", "Klein, TX",
    "Junk Removal & Moving in Klein, TX | Same or Next Day",
    "Klein, TX junk removal and moving near Champion Forest and Klein schools: garage cleanouts, appliance pickup and home moves, free quotes.",
    ["junk removal Klein TX", "movers Klein", "Champion Forest junk removal"]),
};

export const pageKeys = Object.keys(pageSeo) as PageKey[];

export const serviceSlugs: ServiceSlug[] = [
  "junk-removal",
  "moving-services",
  "furniture-removal",
  "appliance-removal",
  "complete-cleanouts",
  "demo-removal",
];

export const citySlugs: CitySlug[] = [
  "spring-tx",
  "the-woodlands-tx",
  "conroe-tx",
  "tomball-tx",
  "cypress-tx",
  "houston-tx",
  "magnolia-tx",
  "klein-tx",
];

export const serviceData = Object.fromEntries(
  serviceSlugs.map((slug) => {
    const page = pageSeo[slug];
    return [slug, { type: "Service", serviceName: page.name, serviceDescription: page.description, serviceUrl: page.path }];
  }),
) as Record<ServiceSlug, ServiceData>;

export const isPageKey = (key: string | undefined): key is PageKey => key !== undefined && Object.hasOwn(pageSeo, key);

export const isServiceSlug = (key: string): key is ServiceSlug => (serviceSlugs as string[]).includes(key);
