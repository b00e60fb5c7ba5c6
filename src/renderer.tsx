import { reactRenderer } from "@hono/react-renderer";
import { Head, PageStylesheet } from "./components/Head";
import { CurrentPageContext, LocaleContext } from "./components/locale-context";
import { localeOfPath, type Locale } from "./content/locale";
import type { Page } from "./content/site-map";
import { catalogue } from "./content/i18n";

declare module "@hono/react-renderer" {
  interface Props {
    /** The page from the page list (src/content/site-map.ts): its metadata fills <head>, its language the words. */
    page?: Page;
    title?: string;
    description?: string;
    noindex?: boolean;
    /** For screens outside the page list (the 404): their language. */
    locale?: Locale;
  }
}

// The one document shell. Head writes everything in <head>; pages render only <body> content, in
// the language of their page-list entry (or of their path), which server components read from context.
export const renderer = reactRenderer(
  ({ children, c, page, title, description, noindex, locale: given }) => {
    const locale = page?.locale ?? given ?? localeOfPath(c.req.path);
    return (
      <html lang={catalogue(locale).ui.meta.htmlLang}>
        <Head c={c} page={page} title={title} description={description} noindex={noindex} locale={locale} />
        <LocaleContext.Provider value={locale}>
          <CurrentPageContext.Provider value={page}>
            <body className="bg-white text-ink-900 antialiased">
              {children}
              <PageStylesheet c={c} />
            </body>
          </CurrentPageContext.Provider>
        </LocaleContext.Provider>
      </html>
    );
  },
  { docType: true },
);
