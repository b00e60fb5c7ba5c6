// The shape of one language's catalogue: every word the site, the customer's e-mail and the share
// images show, in one language. Each language folder (en/, es/) has the same files, and its index.ts
// is a Catalogue: a key missing in any language does not compile. Icons, images, order, related
// services, zip codes, places and review tags are language-neutral: src/content/entries/, paired
// with these words by slug (src/content/site.ts).
import type { CitySlug } from "../entries/cities";
import type { ServiceSlug } from "../entries/services";
import type { City, Faq, IconName, PrivacyCopy, RichText, SeoCopy, Service, TestimonialText, WhyChooseItem } from "../types";
import type { HomeContent } from "./en/home";
import type { Labels } from "./en/labels";
import type { LicenceWords } from "./en/licences";
import type { AfterJobWords } from "./en/after-job";
import type { BookingWords } from "./en/booking-email";
import type { CustomerWords } from "./en/customer";
import type { CustomerTextWords } from "./en/customer-texts";
import type { QuoteTextWords } from "./en/quote-text";
import type { SiteSeo } from "./en/seo";
import type { OwnerWords } from "./en/owner";
import type { PriceTableWords } from "./en/price-table";
import type { Ui } from "./en/ui";
import type { HoursWords } from "./hours-words";

export type { HoursWords } from "./hours-words";
export type { Translation } from "./translation";

/** A service page's words (Service minus slug, order, icons, image file and related slugs: src/content/entries/services.ts). */
export type ServiceText = {
  /** Card, menu, breadcrumb and hero title. */
  title: string;
  seo: SeoCopy;
  description: string;
  subtitle: string;
  /** The service image's alt text (src, width and height are on the entry). */
  imageAlt: string;
  features: string[];
  coverage: Service["coverage"];
  /** Inline links name the English path ("/moving-services"): the wiring maps them to the page in this language. */
  about: { heading: string; paragraphs: RichText[] };
  /** Same count and order as the entry's benefitIcons. */
  benefits: Array<{ title: string; description: string }>;
  /** Only where the entry has whyChooseIcons, one column each. */
  whyChoose?: { heading: string; columns: Array<{ title: string; description: string }> };
  cta?: Service["cta"];
};

/** A city page's words (City minus slug, icons, zip codes and places: src/content/entries/cities.ts). */
export type CityText = {
  name: string;
  listName: string;
  seo: SeoCopy;
  hero: City["hero"];
  /** Four cards, in the order of the entry's serviceIcons. */
  services: Array<{ title: string; description: string }>;
  whyChoose: City["whyChoose"];
  about: City["about"];
};

/** Everything one language says. */
export type Catalogue = {
  ui: Ui;
  labels: Labels;
  hours: HoursWords;
  /** The paths' slugs in this language, by page id (an English slug); a page not listed keeps its id. */
  slugs: Partial<Record<ServiceSlug | CitySlug | "privacy", string>>;
  home: HomeContent;
  whyChooseItems: WhyChooseItem[];
  heroTrustBullets: Array<{ icon: IconName; text: string }>;
  services: Record<ServiceSlug, ServiceText>;
  faqs: Record<ServiceSlug, Faq[]>;
  cities: Record<CitySlug, CityText>;
  /** In the order of src/content/entries/testimonials.ts. */
  testimonials: TestimonialText[];
  /** Said under a review shown in another language than the one it was written in. */
  testimonialNote: string | undefined;
  licences: LicenceWords;
  privacy: PrivacyCopy;
  /** The line under the quote form's submit button, linking the privacy page. */
  privacyNote: { text: string; link: string };
  seo: SiteSeo;
  /** The customer's booking confirmation e-mail. */
  booking: BookingWords;
  /** The owner's quote as the customer reads it (copied, or e-mailed from the owner's own mail app). */
  quoteText: QuoteTextWords;
  /** A service page's price table, around the owner's prices. */
  priceTable: PriceTableWords;
  /** The customer's own page (/my/<token>), its notifications and reminder. */
  customer: CustomerWords;
  /** After the job: the receipt e-mail, the review ask and its one reminder, the owner's text with the review link. */
  afterJob: AfterJobWords;
  /** The one-tap texts the owner sends the customer at each moment of the job (quote, booked, moved, on the way, done). */
  customerTexts: CustomerTextWords;
  /** The owner's words outside /admin (lead e-mail, push, calendar event, CSV header): only the owner's language, English, has them. */
  owner?: OwnerWords;
};
