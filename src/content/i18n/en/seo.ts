import type { SeoCopy } from "../../types";

// Site-wide search defaults and the home page's metadata. Services and cities carry their own
// `seo` block; src/content/site-map.ts puts every page's together. Titles are the full <title>
// text (30-65 characters) and descriptions 70-160: test/seo-content.test.ts checks both.

export type SiteSeo = {
  /** The defaults: a page without its own metadata, and the default share image's headline. */
  site: { title: string; description: string; keywords: readonly string[]; headline: string };
  home: SeoCopy & { name: string; headline: string };
};

const site = {
  title: "Junk Removal & Moving in Spring, TX | Spring Junk Removal",
  description:
    "Same-day junk removal and moving in Spring, The Woodlands and the Houston area. Licensed, insured, 5.0 rated. Free, no-obligation quotes.",
  keywords: ["junk removal", "moving company", "Spring TX", "Houston junk removal"],
  /** The default share image headline. */
  headline: "Junk Removal & Moving Services",
};

export const seo: SiteSeo = {
  site,
  home: {
    title: site.title,
    description: site.description,
    keywords: [...site.keywords, "furniture removal", "appliance removal", "cleanouts"],
    name: "Home",
    headline: site.headline,
  },
};
