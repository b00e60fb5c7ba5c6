// Shapes of the Spanish copy. Only the words: icons, images, order, related services and zip codes are
// language-neutral and stay on the English entries (src/content/types.ts), which the wiring pairs
// with these by slug.
import type { City, RichText, SeoCopy, Service, Testimonial } from "../types";

export type { RichText, SeoCopy, Testimonial };

/**
 * The Spanish twin of an `as const` object: the same keys and nesting, every string literal widened to
 * string (functions keep their parameters), so it holds other words in the same places.
 */
export type Translation<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translation<R>
      : T extends readonly (infer E)[]
        ? readonly Translation<E>[]
        : { readonly [K in keyof T]: Translation<T[K]> };

/** A service page's words (Service minus slug, order, icons, image file and related slugs). */
export type ServiceText = {
  /** Card, menu, breadcrumb and hero title. */
  title: string;
  seo: SeoCopy;
  description: string;
  subtitle: string;
  /** The service image's alt text (src, width and height stay on the English entry). */
  imageAlt: string;
  /** Same count and order as the English features. */
  features: string[];
  /** Same count and order as the English coverage. */
  coverage: Service["coverage"];
  /** Inline links keep the English href ("/moving-services"): the wiring maps them to the Spanish twins. */
  about: { heading: string; paragraphs: RichText[] };
  /** Same count and order as the English benefits, whose icons they take. */
  benefits: Array<{ title: string; description: string }>;
  /** Only where the English entry has one; columns take the English icons. */
  whyChoose?: { heading: string; columns: Array<{ title: string; description: string }> };
  cta?: Service["cta"];
};

/** A city page's words (City minus slug, icons and zip codes). */
export type CityText = {
  name: string;
  listName: string;
  seo: SeoCopy;
  hero: City["hero"];
  /** Four cards, same order as the English ones (whose icons they take). */
  services: Array<{ title: string; description: string }>;
  whyChoose: City["whyChoose"];
  about: City["about"];
};
