import { pages } from "../content/pages";

/** The page a request was sent from, by the name the site gives it ("Moving Services", "Home"); the bare path if the site no longer has that page. */
export const sourcePageName = (path: string) => {
  const page = pages.find((p) => p.path === path);
  if (!page) return path;
  // The owner reads English: a Spanish page is named in its own words, marked as Spanish.
  return page.locale === "es" ? `${page.seo.name} (Spanish)` : page.seo.name;
};
