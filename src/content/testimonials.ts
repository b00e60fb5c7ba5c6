// The spec's three customer reviews: all three on the home page, the most relevant one on each service
// and city page (src/content/testimonial-choice.ts reads the tags). Rating is always 5, matching the
// business's 5.0 rating. Placeholders until launch: replace them with real customers' words, given
// with permission, and never add invented ones (see README, Before launch).
import type { Testimonial } from "./types";

export const testimonials: Testimonial[] = [
  {
    rating: 5,
    text: "We'd put off the garage for three years. I called in the morning and the crew was there that afternoon. They cleared everything, including an old treadmill and a broken chest freezer, and swept the floor before they left. My husband served in the Army, and they applied the military discount without any fuss. We can finally park inside again.",
    author: "Karen M.",
    location: "Spring, TX",
    service: "Junk Removal",
    // A garage cleared, a chest freezer among the load.
    tags: { services: ["junk-removal", "appliance-removal", "complete-cleanouts"], places: ["spring-tx"] },
  },
  {
    rating: 5,
    text: "They moved us from a third-floor apartment near the Galleria to our new house in The Woodlands in a single day. They booked the freight elevator with our building, wrapped every piece of furniture, and had the beds put back together before they left. Not one scratch on anything, and they were friendly the whole time.",
    author: "David R.",
    location: "The Woodlands, TX",
    service: "Moving Services",
    // From an apartment in Houston to a house in The Woodlands.
    tags: { services: ["moving-services"], places: ["the-woodlands-tx", "houston-tx"] },
  },
  {
    rating: 5,
    text: "As a realtor, I need listings empty and clean fast. They cleared a full estate in Cypress two days before our photo shoot, took the good furniture to a local charity, and left the house broom-clean. Communication was clear from the first call. They're now the first company I recommend to sellers.",
    author: "Lisa T.",
    location: "Cypress, TX",
    service: "Complete Cleanouts",
    // An estate cleared, the good furniture taken to a charity.
    tags: { services: ["complete-cleanouts", "furniture-removal"], places: ["cypress-tx"] },
  },
];
