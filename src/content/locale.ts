// The site's languages. English pages live at the root, Spanish twins under /es/ (issue #14).
// Browser code may import this file: it holds no copy.

export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (locales as readonly string[]).includes(value);

/** The language of a path of this site: /es/ and everything under it is Spanish. */
export const localeOfPath = (path: string): Locale => (path === "/es" || path.startsWith("/es/") ? "es" : "en");

/** Where a language's pages start: "" for English, "/es" for Spanish ("/es/" is the Spanish home). */
export const localePrefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);
