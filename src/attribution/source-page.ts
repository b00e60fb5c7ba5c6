import { languageNames } from "../content/i18n/en/owner";
import { defaultLocale } from "../content/locale";
import { pages } from "../content/site-map";

/** The page a request was sent from, by the name the site gives it ("Moving Services", "Home"); the bare path if the site no longer has that page. */
export const sourcePageName = (path: string) => {
  const page = pages.find((p) => p.path === path);
  if (!page) return path;
  // The owner reads English: another language's page is named in its own words, marked with its language.
  return page.locale === defaultLocale ? page.seo.name : `${page.seo.name} (${languageNames[page.locale]})`;
};
