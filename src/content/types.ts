// Shapes of the site's copy. Pages compose sections from these; they hold no copy of their own.

/** A run of text with optional inline links, e.g. [{ text: "We also offer " }, { text: "moving", href: "/moving-services" }]. */
export type RichText = Array<{ text: string; href?: string }>;

export type ServiceSlug =
  | "junk-removal"
  | "moving-services"
  | "furniture-removal"
  | "appliance-removal"
  | "complete-cleanouts"
  | "demo-removal";

export type CitySlug =
  | "spring-tx"
  | "the-woodlands-tx"
  | "conroe-tx"
  | "tomball-tx"
  | "cypress-tx"
  | "houston-tx"
  | "magnolia-tx"
  | "klein-tx";

/** A lucide-react icon name the server renders (see src/components/Icon.tsx). */
export type IconName = string;

export type Service = {
  slug: ServiceSlug;
  /** Card and hero title, e.g. "Demo & Removal". */
  title: string;
  /** One or two sentences for the home page card. */
  description: string;
  /** Dark hero subtitle on the service page. */
  subtitle: string;
  /** Home page card size: the spec has two large cards and four small. */
  featured: boolean;
  image: { src: string; alt: string; width: number; height: number };
  /** Three or four short bullet points on the home page card. */
  features: string[];
  /** "What we cover" bullets on the service page: the spec's coverage list, each with a line of detail. */
  coverage: Array<{ title: string; detail: string }>;
  /** SEO text section: a heading and paragraphs with inline links (to related services and /spring-tx). */
  seo: { heading: string; paragraphs: RichText[] };
  /** Benefits section. */
  benefits: Array<{ icon: IconName; title: string; description: string }>;
  /** Junk removal and moving only: the three-column why-choose block. */
  whyChoose?: { heading: string; columns: Array<{ icon: IconName; title: string; description: string }> };
  /** Exactly three other service slugs, never itself. */
  related: [ServiceSlug, ServiceSlug, ServiceSlug];
};

export type City = {
  slug: CitySlug;
  /** "The Woodlands" */
  name: string;
  /** Name as listed in the footer and service-areas list, e.g. "Spring TX", "The Woodlands", "Cypress". */
  listName: string;
  /** Red hero: heading and one paragraph. */
  hero: { heading: string; text: string };
  /** Four local service cards. */
  services: Array<{ title: string; description: string }>;
  /** Three why-choose points. */
  whyChoose: Array<{ title: string; description: string }>;
  /** Three paragraphs of genuinely local text (neighbourhoods, landmarks, typical jobs). */
  about: { heading: string; paragraphs: [string, string, string] };
  /** Only Spring lists its zip codes. */
  zipCodes?: string[];
};

export type Testimonial = { rating: 5; text: string; author: string; location: string; service: string };

export type WhyChooseItem = { icon: IconName; title: string; description: string };
