// Which one of the three testimonials a service or city page shows: the one most about that page.
// Tags list what each review is about, most relevant first, so an earlier tag outranks a later one.
import { cityEntries } from "./entries/cities";
import { milesBetween } from "./entries/places";
import { defaultLocale } from "./locale";
import { contentIn } from "./site";
import type { City, Service, Testimonial } from "./types";

/** The testimonial with the lowest score (the first of equals), or undefined if none scores finitely. */
function lowest(list: readonly Testimonial[], score: (t: Testimonial) => number): Testimonial | undefined {
  let best: Testimonial | undefined;
  let bestScore = Infinity;
  for (const t of list) {
    const s = score(t);
    if (s < bestScore) [best, bestScore] = [t, s];
  }
  return best;
}

/** A tag's position: 0 for the review's main subject, Infinity when it is not tagged at all. */
const position = (tags: readonly string[], slug: string) => {
  const index = tags.indexOf(slug);
  return index < 0 ? Infinity : index;
};

/** A review of this service; else one of its related services, in their order; else the first review. */
export function testimonialForService(service: Service, list: readonly Testimonial[] = contentIn(defaultLocale).testimonials): Testimonial {
  for (const slug of [service.slug, ...service.related]) {
    const found = lowest(list, (t) => position(t.tags.services, slug));
    if (found) return found;
  }
  return list[0]!;
}

/** Where a city of the site is: the first of the places it names is the city itself. */
const pointOf = (slug: string) => {
  const point = cityEntries.find((c) => c.slug === slug)?.places[0];
  if (!point) throw new Error(`No places for the city ${slug}`);
  return point;
};

/** A review from this city; else the review from the nearest city a review is tagged with. */
export function testimonialForCity(city: City, list: readonly Testimonial[] = contentIn(defaultLocale).testimonials): Testimonial {
  const here = city.places[0];
  if (!here) throw new Error(`${city.slug} lists no places`);
  const milesTo = (t: Testimonial) => Math.min(...t.tags.places.map((slug) => milesBetween(here, pointOf(slug))));
  return lowest(list, (t) => position(t.tags.places, city.slug)) ?? lowest(list, milesTo) ?? list[0]!;
}
