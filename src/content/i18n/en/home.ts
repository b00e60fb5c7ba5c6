// Home page copy, section by section in the spec's order. Numbers come from business.ts.
import { business } from "../../../config/business";
import type { HomeCopy, IconName, WhyChooseItem } from "../../types";
import { hours } from "./hours";

/** HomeCopy plus the spec's h1 text and button labels, so the page holds no copy of its own. */
export type HomeContent = HomeCopy & {
  hero: { headline: string; quoteButton: string; callButton: string };
  testimonials: { reviewsLink: string };
  ctaBand: { quoteButton: string; callButton: string };
  contact: { hoursLine: string; militaryNote: string; formHeading: string };
};

/** Hero trust bullets with icons, for a layout that wants them (home.hero.highlights has the same texts). */
export const heroTrustBullets: Array<{ icon: IconName; text: string }> = [
  { icon: "Clock", text: "Same-day or next-day service" },
  { icon: "ShieldCheck", text: "Licensed, bonded and insured" },
  { icon: "Recycle", text: "Eco-friendly disposal" },
  { icon: "Medal", text: `${business.militaryDiscountPercent}% military discount for veterans` },
];

const hoursLine = hours.line;
const callButton = `Call ${business.phone}`;

export const home: HomeContent = {
  hero: {
    eyebrow: `Locally owned in ${business.address.locality}, ${business.address.region} since ${business.foundingYear}`,
    headline: "Junk Removal & Moving Services",
    text: "From a single couch to a whole-house move, our crew does the lifting, loading and hauling so you don't have to. Homeowners, businesses and realtors across north Houston count on us for same-day or next-day service, careful hands and a clean space when we leave.",
    highlights: heroTrustBullets.map((bullet) => bullet.text),
    quoteButton: "Get Free Quote Now",
    callButton,
  },
  stats: [
    { value: business.yearsExperience, decimals: 0, suffix: "+", label: "Years Experience" },
    { value: business.rating, decimals: 1, suffix: "", label: "Star Rating" },
    { value: business.happyCustomers, decimals: 0, suffix: "+", label: "Happy Customers" },
  ],
  services: {
    heading: "Our Services",
    text: `Whatever needs to go, or needs to move, one call handles it. We've been clearing garages, emptying estates and moving families around ${business.address.locality} for ${business.yearsExperience}+ years.`,
  },
  whyChoose: {
    heading: `Why Choose ${business.name}`,
    text: "A local crew that answers the phone, shows up on time and treats your home like its own.",
  },
  serviceAreas: {
    heading: "Areas We Serve",
    text: `Based in ${business.address.locality}, we cover homes and businesses within a ${business.serviceRadiusMiles}-mile radius, from Conroe and Magnolia down to Houston. Pick your area to see what we do near you.`,
  },
  testimonials: {
    heading: "What Our Customers Say",
    text: `Rated ${business.rating.toFixed(1)} stars by neighbors across north Houston.`,
    reviewsLink: "Read All Our Google Reviews",
  },
  ctaBand: {
    heading: "Ready to Get Started?",
    text: `Tell us what needs to go or where you're moving. Your quote is free with no obligation, and we reply within ${business.quoteReplyHours} hours.`,
    quoteButton: "Get Free Quote",
    callButton,
  },
  contact: {
    heading: "Get Your Free Quote",
    text: `Quotes are free and come with no obligation. Send us a few details and we'll reply within ${business.quoteReplyHours} hours, or call now to talk to a real person.`,
    hoursLine,
    militaryNote: `Veterans save ${business.militaryDiscountPercent}% on every job with our military discount.`,
    formHeading: "Request Free Quote",
  },
  footerBlurb: `${business.name} is a locally owned junk removal and moving company serving ${business.address.locality} and north Houston since ${business.foundingYear}. Licensed, bonded and insured, with eco-friendly disposal and a ${business.militaryDiscountPercent}% military discount for veterans.`,
};

export const whyChooseItems: WhyChooseItem[] = [
  {
    icon: "Clock",
    title: "Same-Day Service",
    description: `Need it gone today? We offer same-day or next-day pickups and moves, ${hoursLine}.`,
  },
  {
    icon: "Star",
    title: "5-Star Rated",
    description: `A ${business.rating.toFixed(1)} rating from more than ${business.happyCustomers} happy customers who trusted us with their homes and businesses.`,
  },
  {
    icon: "ShieldCheck",
    title: "Fully Insured",
    description: "Licensed, bonded and insured, so your home, your belongings and your peace of mind are protected on every job.",
  },
  {
    icon: "Medal",
    title: "Military Discount",
    description: `Veterans receive ${business.militaryDiscountPercent}% off every service. It's our way of saying thank you.`,
  },
];
