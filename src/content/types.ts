// Shapes of the site's copy. Pages compose sections from these; they hold no copy of their own.
import type { Stat } from "../lib/counter-text";
import type { ServiceTypeValue } from "../lib/service-types";

export type { Stat };

/** A run of text with optional inline links, e.g. [{ text: "We also offer " }, { text: "moving", href: "/<a service's slug>" }]. */
export type RichText = Array<{ text: string; href?: string }>;

/** A page's own search metadata: the full <title> (30-65 characters), the description (70-160) and keywords. */
export type SeoCopy = { title: string; description: string; keywords: string[] };

/** The lucide-react icons the server can render (src/components/Icon.tsx maps exactly these). */
export const iconNames = [
  "Truck",
  "Clock",
  "ShieldCheck",
  "Star",
  "Recycle",
  "Medal",
  "Home",
  "Building2",
  "Sofa",
  "Refrigerator",
  "Trash2",
  "Hammer",
  "Package",
  "Leaf",
  "BadgeDollarSign",
  "Users",
  "CalendarCheck",
  "Sparkles",
  "HeartHandshake",
  "MapPin",
  "Phone",
  "Wrench",
  "Warehouse",
  "Boxes",
] as const;
export type IconName = (typeof iconNames)[number];

/** A named place and where it is (WGS84 decimal degrees): the city pages list every place their copy names. */
export type Place = { name: string; lat: number; lon: number };

/** One question of a service page's FAQ. Plain text: the page and its FAQPage JSON-LD show the same words. */
export type Faq = { question: string; answer: string };

export type Service = {
  /** The page lives at /<slug>. */
  slug: string;
  /** Card and hero title, e.g. "Demo & Removal"; also the page's name in breadcrumbs. */
  title: string;
  seo: SeoCopy;
  /** One or two sentences for the home page card. */
  description: string;
  /** Dark hero subtitle on the service page. */
  subtitle: string;
  /** Home page card size: the spec has two large cards and four small. */
  featured: boolean;
  /** Position in the footer's Services column (the spec orders it differently from the menu). */
  footerOrder: number;
  /** The quote form's service option chosen from the start on this page (the spec's four options; several pages share one). */
  quoteService: ServiceTypeValue;
  image: { src: string; alt: string; width: number; height: number };
  /** Three or four short bullet points on the home page card. */
  features: string[];
  /** "What we cover" bullets on the service page: the spec's coverage list, each with a line of detail. */
  coverage: Array<{ title: string; detail: string }>;
  /** Text section: a heading and paragraphs with inline links (to related services and the home city). */
  about: { heading: string; paragraphs: RichText[] };
  /** Benefits section. */
  benefits: Array<{ icon: IconName; title: string; description: string }>;
  /** Junk removal and moving only: the three-column why-choose block. */
  whyChoose?: { heading: string; columns: Array<{ icon: IconName; title: string; description: string }> };
  /** Moving only: the page shows the mover's TxDMV and USDOT numbers (business.licences) and where to check them. */
  showsLicences?: boolean;
  /** Exactly three other service slugs, never itself. */
  related: readonly [string, string, string];
  /** Optional red call-to-action band copy; the page falls back to the home page's band. */
  cta?: { heading: string; text: string };
  /** Four to six questions a careful customer asks before calling, answered for this service. */
  faq: Faq[];
};

export type City = {
  /** The page lives at /<slug>. */
  slug: string;
  /** "The Woodlands" */
  name: string;
  /** Name as listed in the footer and service-areas list, e.g. "Spring TX", "The Woodlands", "Cypress". */
  listName: string;
  seo: SeoCopy;
  /** Red hero: heading and one paragraph. */
  hero: { heading: string; text: string };
  /** Four local service cards (icon optional: the page picks one per position without it). */
  services: Array<{ title: string; description: string; icon?: IconName }>;
  /** Three why-choose points. */
  whyChoose: Array<{ title: string; description: string }>;
  /** Three paragraphs of genuinely local text (neighbourhoods, landmarks, typical jobs). */
  about: { heading: string; paragraphs: [string, string, string] };
  /** Only Spring lists its zip codes. */
  zipCodes?: readonly string[];
  /** Every neighbourhood, landmark and town the copy above names, the city itself included, with
   * coordinates: a test holds each within the service radius of the business. */
  places: readonly Place[];
};

export type Testimonial = {
  rating: 5;
  text: string;
  author: string;
  /** Display label, e.g. "Spring, TX"; shown with `service` as "Spring, TX · Junk Removal". */
  location: string;
  service: string;
  /** What the review is about, most relevant first: service slugs and city slugs. Service and city
   * pages pick the review to show from these. */
  tags: { services: string[]; places: string[] };
};

/** A service's language-neutral data (src/content/entries/services.ts); its words are a ServiceText. */
export type ServiceEntry = Pick<Service, "slug" | "featured" | "footerOrder" | "quoteService" | "showsLicences" | "related"> & {
  image: Omit<Service["image"], "alt">;
  /** The icons of the benefits, in their order; whyChooseIcons those of the why-choose columns. */
  benefitIcons: readonly IconName[];
  whyChooseIcons?: readonly IconName[];
};

/** A city's language-neutral data (src/content/entries/cities.ts); its words are a CityText. The first place is the city itself. */
export type CityEntry = Pick<City, "slug" | "zipCodes" | "places"> & { serviceIcons: readonly (IconName | undefined)[] };

/** A review's language-neutral data (src/content/entries/testimonials.ts); its words are a TestimonialText. */
export type TestimonialEntry = Pick<Testimonial, "rating" | "author" | "tags">;
export type TestimonialText = Pick<Testimonial, "text" | "location" | "service">;

/** The privacy page's words (src/content/i18n/<locale>/privacy.ts). */
export type PrivacyCopy = {
  seo: SeoCopy;
  heading: string;
  intro: string;
  /** Each section's body: paragraphs (with inline links) and bullet lists, in reading order. */
  sections: Array<{ id: string; heading: string; body: Array<RichText | { list: string[] }> }>;
  /** The footer's link to this page. */
  footerLink: string;
};

export type WhyChooseItem = { icon: IconName; title: string; description: string };

/** A section's heading and intro line. */
export type SectionIntro = { heading: string; text: string };

/**
 * Home page copy. Each catalogue's home.ts exports `home: HomeCopy` and `whyChooseItems: WhyChooseItem[]`
 * (the spec's four: Same-Day Service, 5-Star Rated, Fully Insured, Military Discount).
 */
export type HomeCopy = {
  /** The h1 stays the spec's "Junk Removal & Moving Services"; eyebrow and text surround it. */
  hero: { eyebrow: string; text: string; highlights?: string[] };
  /** Years of experience (10), star rating (5.0, decimals 1), customers (1000, suffix "+"). */
  stats: Stat[];
  services: SectionIntro;
  whyChoose: SectionIntro;
  /** Mentions the 20-mile radius. */
  serviceAreas: SectionIntro;
  testimonials: SectionIntro;
  /** "Ready to Get Started?" band: the heading is the spec's, the text is copy. */
  ctaBand: SectionIntro;
  contact?: SectionIntro;
  footerBlurb: string;
};
