// The spec's three customer reviews' language-neutral data: who wrote each, its rating (always 5,
// matching the business's 5.0 rating) and what it is about, most relevant first (service and city
// slugs): all three show on the home page, the most relevant one on each service and city page
// (src/content/testimonial-choice.ts reads the tags). Their words are in each language's catalogue,
// in the same order. Placeholders until launch: replace them with real customers' words, given with
// permission, and never add invented ones (see README, Before launch).
import type { TestimonialEntry } from "../types";

export const testimonialEntries: TestimonialEntry[] = [
  {
    rating: 5,
    author: "Karen M.",
    // A garage cleared, a chest freezer among the load.
    tags: { services: ["junk-removal", "appliance-removal", "complete-cleanouts"], places: ["spring-tx"] },
  },
  {
    rating: 5,
    author: "David R.",
    // From an apartment in Houston to a house in The Woodlands.
    tags: { services: ["moving-services"], places: ["the-woodlands-tx", "houston-tx"] },
  },
  {
    rating: 5,
    author: "Lisa T.",
    // An estate cleared, the good furniture taken to a charity.
    tags: { services: ["complete-cleanouts", "furniture-removal"], places: ["cypress-tx"] },
  },
];
