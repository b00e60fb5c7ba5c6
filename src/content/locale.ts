// The site's languages. The default's pages live at the root, every other language's twins under
// /<locale>/ (Spanish: /es/, issue #14). Everything that depends on the set of languages reads this list.
// Browser code may import this file: it holds no copy.

export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (locales as readonly string[]).includes(value);

/** Where a language's pages start: "" for the default, "/es" for Spanish ("/es/" is the Spanish home). */
export const localePrefix = (locale: Locale) => (locale === defaultLocale ? "" : `/${locale}`);

/** The language of a path of this site: /es/ and everything under it is Spanish; a path under no language's prefix is the default's. */
export const localeOfPath = (path: string): Locale =>
  locales.find((l) => l !== defaultLocale && (path === localePrefix(l) || path.startsWith(`${localePrefix(l)}/`))) ?? defaultLocale;
