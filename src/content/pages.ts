import { business } from "./business";
import { cities } from "./cities";
import { privacy, type PrivacyCopy } from "./privacy";
import { privacySlug } from "./privacy-note";
import { defaultSeo, homeSeo } from "./seo";
import { services } from "./services";
import type { City, SeoCopy, Service } from "./types";

// Every public page, derived from the content entries. The routes, the sitemap, the share images,
// the JSON-LD, the menu and the footer all read this one list: adding a city or a service is
// adding its entry to cities.ts or services.ts.

export type PageSeo = SeoCopy & {
  /** The page's own name in the breadcrumb trail and JSON-LD: "Demo & Removal", "The Woodlands, TX". */
  name: string;
  /** The big line on the page's share image. */
  headline: string;
};

type Entry<Kind extends string, Content> = {
  kind: Kind;
  /** Unique across pages; also the key of its share image, /api/og-image/<key>. */
  key: string;
  path: string;
  content: Content;
  seo: PageSeo;
  /** The og:image path: the page's own share image, or the default one for home. */
  image: string;
};

export type Page = Entry<"home", null> | Entry<"service", Service> | Entry<"city", City> | Entry<"privacy", PrivacyCopy>;
export type PageOf<K extends Page["kind"]> = Extract<Page, { kind: K }>;
export type SiteContent = { services: Service[]; cities: City[]; privacy: PrivacyCopy };

const hometown = `${business.address.locality}, ${business.address.region}`;

/** Where a page with a slug lives (services, cities, privacy): its path and share image follow from the slug. */
const placed = (slug: string) => ({ key: slug, path: `/${slug}`, image: `${defaultSeo.image.path}/${slug}` });

/** The page list for this content: home, then the services, then the cities, in their data order, then the privacy page. */
export function buildPages(content: SiteContent): Page[] {
  return [
    { kind: "home", key: "home", path: "/", content: null, seo: homeSeo, image: defaultSeo.image.path },
    ...content.services.map((s): PageOf<"service"> => ({
      kind: "service",
      ...placed(s.slug),
      content: s,
      seo: { ...s.seo, name: s.title, headline: `${s.title} in ${hometown}` },
    })),
    ...content.cities.map((c): PageOf<"city"> => {
      const name = `${c.name}, ${business.address.region}`;
      return { kind: "city", ...placed(c.slug), content: c, seo: { ...c.seo, name, headline: `Junk Removal & Moving in ${name}` } };
    }),
    { kind: "privacy", ...placed(privacySlug), content: content.privacy, seo: { ...content.privacy.seo, name: content.privacy.heading, headline: content.privacy.heading } },
  ];
}

export const ofKind = <K extends Page["kind"]>(list: readonly Page[], kind: K) => list.filter((p): p is PageOf<K> => p.kind === kind);

export const pages = buildPages({ services, cities, privacy });
/** Every public page's path: for routes and redirects. */
export const pagePaths = pages.map((p) => p.path);
/** The pages that end with the contact section and its quote form (not the privacy page): the form's return addresses. */
export const quoteFormPaths = pages.filter((p) => p.kind !== "privacy").map((p) => p.path);
export const homePage = ofKind(pages, "home")[0]!;
export const servicePages = ofKind(pages, "service");
export const cityPages = ofKind(pages, "city");
