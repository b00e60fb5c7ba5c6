import { createContext, useContext } from "react";
import { defaultLocale, type Locale } from "../content/locale";
import { twinOf, type Page } from "../content/pages";
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

/** The other language's version of this page: its twin, or that language's home page where the page has none (the 404). */
export function useOtherLanguage() {
  const locale = useLocale();
  const page = useContext(CurrentPageContext);
  const other: Locale = locale === "en" ? "es" : "en";
  const target = (page && twinOf(page, other)) ?? copyFor(other).pages.home;
  const { ui } = copyFor(locale);
  return { locale: other, href: target.path, label: other === "en" ? ui.language.english : ui.language.spanish, htmlLang: copyFor(other).ui.meta.htmlLang, switchLabel: ui.language.label };
}
