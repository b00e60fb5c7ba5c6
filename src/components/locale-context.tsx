import { createContext, useContext } from "react";
import { defaultLocale, locales, type Locale } from "../content/locale";
import { twinOf, type Page } from "../content/site-map";
import { copyFor } from "../content/site-copy";

// The language of the page being rendered. The document shell provides it from the page list
// entry, so every server component can pick its words without the locale passed through props.
export const LocaleContext = createContext<Locale>(defaultLocale);
export const useLocale = () => useContext(LocaleContext);

/** The words and pages of the page's language. */
export const useCopy = () => copyFor(useLocale());

// The page being rendered, from the page list (undefined on the 404 and error pages): its twin is
// where the language switch leads.
export const CurrentPageContext = createContext<Page | undefined>(undefined);

/** This page in each of the site's other languages: its twin, or that language's home page where the page has none (the 404), named in that language. */
export function useOtherLanguages() {
  const locale = useLocale();
  const page = useContext(CurrentPageContext);
  return locales
    .filter((other) => other !== locale)
    .map((other) => {
      const target = (page && twinOf(page, other)) ?? copyFor(other).pages.home;
      const { meta } = copyFor(other).ui;
      return { locale: other, href: target.path, label: meta.languageName, htmlLang: meta.htmlLang };
    });
}
