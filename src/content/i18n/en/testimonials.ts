// The three customer reviews' words, in the order of src/content/entries/testimonials.ts (author,
// rating and tags are there). Placeholders until launch: see that file.
import type { TestimonialText } from "../../types";

export const testimonials: TestimonialText[] = [
  {
    text: "We'd put off the garage for three years. I called in the morning and the crew was there that afternoon. They cleared everything, including an old treadmill and a broken chest freezer, and swept the floor before they left. My husband served in the Army, and they applied the military discount without any fuss. We can finally park inside again.",
    location: "Spring, TX",
    service: "Junk Removal",
  },
  {
    text: "They moved us from a third-floor apartment near the Galleria to our new house in The Woodlands in a single day. They booked the freight elevator with our building, wrapped every piece of furniture, and had the beds put back together before they left. Not one scratch on anything, and they were friendly the whole time.",
    location: "The Woodlands, TX",
    service: "Moving Services",
  },
  {
    text: "As a realtor, I need listings empty and clean fast. They cleared a full estate in Cypress two days before our photo shoot, took the good furniture to a local charity, and left the house broom-clean. Communication was clear from the first call. They're now the first company I recommend to sellers.",
    location: "Cypress, TX",
    service: "Complete Cleanouts",
  },
];

/** Said under a review shown in another language than the one it was written in: these are the originals. */
export const testimonialNote: string | undefined = undefined;
