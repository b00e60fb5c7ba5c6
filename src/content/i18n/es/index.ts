// The Spanish catalogue: every word the site says in Spanish, in one object of the Catalogue shape.
import type { Catalogue } from "../types";
import { afterJob } from "./after-job";
import { booking } from "./booking-email";
import { customer } from "./customer";
import { customerTexts } from "./customer-texts";
import { cities } from "./cities";
import { faqs } from "./faqs";
import { heroTrustBullets, home, whyChooseItems } from "./home";
import { hours } from "./hours";
import { labels } from "./labels";
import { licences } from "./licences";
import { privacy } from "./privacy";
import { priceTable } from "./price-table";
import { privacyNote } from "./privacy-note";
import { quoteText } from "./quote-text";
import { seo } from "./seo";
import { services } from "./services";
import { slugs } from "./slugs";
import { testimonialNote, testimonials } from "./testimonials";
import { ui } from "./ui";

export const catalogue: Catalogue = {
  ui,
  labels,
  hours,
  slugs,
  home,
  whyChooseItems,
  heroTrustBullets,
  services,
  faqs,
  cities,
  testimonials,
  testimonialNote,
  licences,
  privacy,
  privacyNote,
  seo,
  booking,
  quoteText,
  priceTable,
  customer,
  afterJob,
  customerTexts,
};
