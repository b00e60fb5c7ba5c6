import type { SeoCopy } from "./types";

// Site-wide search defaults and the home page's metadata. Services and cities carry their own
// `seo` block; src/content/pages.ts puts every page's together. Titles are the full <title>
// text (30-65 characters) and descriptions 70-160: test/seo-content.test.ts checks both.

export const defaultSeo = {
  title: "Junk Removal & Moving in Spring, TX | Spring Junk Removal",
  description:
    "Same-day junk removal and moving in Spring, The Woodlands and the Houston area. Licensed, insured, 5.0 rated. Free, no-obligation quotes.",
  keywords: ["junk removal", "moving company", "Spring TX", "Houston junk removal"],
  /** The default share image headline. */
  headline: "Junk Removal & Moving Services",
  image: { path: "/api/og-image", width: 1200, height: 630, type: "image/png" },
} as const;

export const homeSeo: SeoCopy & { name: string; headline: string } = {
  title: defaultSeo.title,
  description: defaultSeo.description,
  keywords: [...defaultSeo.keywords, "furniture removal", "appliance removal", "cleanouts"],
  name: "Home",
  headline: defaultSeo.headline,
};

/** Paths robots.txt disallows: the owner inbox is private. */
export const disallowedPaths = ["/admin"];
