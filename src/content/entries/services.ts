// The six services' language-neutral data: slug, order, the quote form's option, image file, the
// icons beside each language's benefits and why-choose columns, related services. Their words are in
// each language's catalogue (src/content/i18n/<locale>/services.ts), keyed by the slug.
import type { ServiceEntry } from "../types";

export const serviceEntries = [
  {
    slug: "junk-removal",
    featured: true,
    footerOrder: 1,
    quoteService: "junk-removal",
    image: { src: "/images/services/junk-removal.svg", width: 800, height: 600 },
    benefitIcons: ["Clock", "Users", "Recycle", "ShieldCheck"],
    whyChooseIcons: ["HeartHandshake", "Star", "Medal"],
    related: ["moving-services", "complete-cleanouts", "furniture-removal"],
  },
  {
    slug: "moving-services",
    featured: true,
    footerOrder: 2,
    quoteService: "moving-services",
    image: { src: "/images/services/moving-services.svg", width: 800, height: 600 },
    benefitIcons: ["CalendarCheck", "Package", "ShieldCheck", "Truck"],
    whyChooseIcons: ["Clock", "Star", "Medal"],
    showsLicences: true,
    related: ["junk-removal", "furniture-removal", "complete-cleanouts"],
  },
  {
    slug: "furniture-removal",
    featured: false,
    footerOrder: 6,
    quoteService: "junk-removal",
    image: { src: "/images/services/furniture-removal.svg", width: 800, height: 600 },
    benefitIcons: ["Sofa", "HeartHandshake", "Wrench"],
    related: ["junk-removal", "moving-services", "appliance-removal"],
  },
  {
    slug: "appliance-removal",
    featured: false,
    footerOrder: 5,
    quoteService: "junk-removal",
    image: { src: "/images/services/appliance-removal.svg", width: 800, height: 600 },
    benefitIcons: ["Refrigerator", "Recycle", "ShieldCheck"],
    related: ["junk-removal", "furniture-removal", "demo-removal"],
  },
  {
    slug: "complete-cleanouts",
    featured: false,
    footerOrder: 3,
    quoteService: "cleanout-services",
    image: { src: "/images/services/complete-cleanouts.svg", width: 800, height: 600 },
    benefitIcons: ["Home", "HeartHandshake", "Sparkles"],
    related: ["junk-removal", "furniture-removal", "demo-removal"],
  },
  {
    slug: "demo-removal",
    featured: false,
    footerOrder: 4,
    quoteService: "demo-removal",
    image: { src: "/images/services/demo-removal.svg", width: 800, height: 600 },
    benefitIcons: ["Hammer", "Trash2", "ShieldCheck"],
    related: ["junk-removal", "complete-cleanouts", "appliance-removal"],
  },
] as const satisfies readonly ServiceEntry[];

export type ServiceSlug = (typeof serviceEntries)[number]["slug"];
export const serviceSlugs = serviceEntries.map((s) => s.slug);
