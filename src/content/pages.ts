import { business } from "./business";
import { cities } from "./cities";
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

export type Page = Entry<"home", null> | Entry<"service", Service> | Entry<"city", City>;
export type PageOf<K extends Page["kind"]> = Extract<Page, { kind: K }>;
export type SiteContent = { services: Service[]; cities: City[] };

const hometown = `${business.address.locality}, ${business.address.region}`;

/** Where a service or city page lives: its path and share image follow from the entry's slug. */
const placed = (slug: string) => ({ key: slug, path: `/${slug}`, image: `${defaultSeo.image.path}/${slug}` });

/** The page list for this content: home, then the services, then the cities, in their data order. */
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
  ];
}

export const ofKind = <K extends Page["kind"]>(list: readonly Page[], kind: K) => list.filter((p): p is PageOf<K> => p.kind === kind);

export const pages = buildPages({ services, cities });
/** Every public page's path: for routes, redirects and the quote form's return address. */
export const pagePaths = pages.map((p) => p.path);
export const homePage = ofKind(pages, "home")[0]!;
export const servicePages = ofKind(pages, "service");
export const cityPages = ofKind(pages, "city");
