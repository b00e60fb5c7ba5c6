// Home page copy, section by section in the spec's order. Numbers come from business.ts.
import { business } from "./business";
import type { IconName, WhyChooseItem } from "./types";

export type IconText = { icon: IconName; text: string };
export type SectionIntro = { heading: string; intro: string };

export type HomeHero = {
  eyebrow: string;
  headline: string;
  text: string;
  trustBullets: IconText[];
  quoteButton: string;
  callButton: string;
};

/** One animated counter: counts from 0 to `value`, shown with `decimals` places and `suffix`. */
export type HomeStat = { value: number; decimals: number; suffix: string; label: string; icon: IconName };

export type CtaBand = { heading: string; text: string; quoteButton: string; callButton: string };

const hoursLine = `${business.hours.label}, ${business.hours.days}`;

export const hero: HomeHero = {
  eyebrow: `Locally owned in ${business.address.locality}, ${business.address.region} since ${business.foundingYear}`,
  headline: "Junk Removal & Moving Services",
  text: `From a single couch to a whole-house move, our crew does the lifting, loading and hauling so you don't have to. Homeowners, businesses and realtors across north Houston count on us for same-day or next-day service, careful hands and a clean space when we leave.`,
  trustBullets: [
    { icon: "Clock", text: "Same-day or next-day service" },
    { icon: "ShieldCheck", text: "Licensed, bonded and insured" },
    { icon: "Recycle", text: "Eco-friendly disposal" },
    { icon: "Medal", text: `${business.militaryDiscountPercent}% military discount for veterans` },
  ],
  quoteButton: "Get Free Quote Now",
  callButton: `Call ${business.phone}`,
};

export const stats: HomeStat[] = [
  { value: business.yearsExperience, decimals: 0, suffix: "+", label: "Years Experience", icon: "CalendarCheck" },
  { value: business.rating, decimals: 1, suffix: "", label: "Star Rating", icon: "Star" },
  { value: business.happyCustomers, decimals: 0, suffix: "+", label: "Happy Customers", icon: "Users" },
];

export const servicesSection: SectionIntro = {
  heading: "Our Services",
  intro: `Whatever needs to go, or needs to move, one call handles it. We've been clearing garages, emptying estates and moving families around ${business.address.locality} for ${business.yearsExperience}+ years.`,
};

export const whyChooseSection: SectionIntro = {
  heading: `Why Choose ${business.name}`,
  intro: "A local crew that answers the phone, shows up on time and treats your home like its own.",
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

export const serviceAreasSection: SectionIntro = {
  heading: "Areas We Serve",
  intro: `Based in ${business.address.locality}, we cover homes and businesses within a ${business.serviceRadiusMiles}-mile radius, from Conroe and Magnolia down to Houston. Pick your area to see what we do near you.`,
};

export const testimonialsSection: SectionIntro & { reviewsLink: string } = {
  heading: "What Our Customers Say",
  intro: `Rated ${business.rating.toFixed(1)} stars by neighbours across north Houston.`,
  reviewsLink: "Read All Our Google Reviews",
};

export const ctaBand: CtaBand = {
  heading: "Ready to Get Started?",
  text: `Tell us what needs to go or where you're moving. Your quote is free with no obligation, and we reply within ${business.quoteReplyHours} hours.`,
  quoteButton: "Get Free Quote",
  callButton: `Call ${business.phone}`,
};

export const contactSection: SectionIntro & { hoursLine: string; militaryNote: string; formHeading: string } = {
  heading: "Get Your Free Quote",
  intro: `Quotes are free and come with no obligation. Send us a few details and we'll reply within ${business.quoteReplyHours} hours, or call now to talk to a real person.`,
  hoursLine,
  militaryNote: `Veterans save ${business.militaryDiscountPercent}% on every job with our military discount.`,
  formHeading: "Request Free Quote",
};

export const footer = {
  blurb: `${business.name} is a locally owned junk removal and moving company serving ${business.address.locality} and north Houston since ${business.foundingYear}. Licensed, bonded and insured, with eco-friendly disposal and a ${business.militaryDiscountPercent}% military discount for veterans.`,
};
