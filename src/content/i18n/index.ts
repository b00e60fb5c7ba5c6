// One catalogue per language, keyed by the site's list of languages (src/content/locale.ts). Server
// code reads words through catalogue(locale); islands never import this: the server passes them the
// strings of the page's language as props, so no page ships another language.
import { defaultLocale, type Locale } from "../locale";
import { catalogue as en } from "./en";
import { catalogue as es } from "./es";
import type { Catalogue } from "./types";

export type { Catalogue };

const registry = new Map<Locale, Catalogue>([
  ["en", en],
  ["es", es],
] satisfies Array<[Locale, Catalogue]>);

export function catalogue(locale: Locale): Catalogue {
  const words = registry.get(locale);
  if (!words) throw new Error(`No catalogue for the language ${locale}`);
  return words;
}

/**
 * Adds a language that is not in `locales` (it is never routed): test/pseudo-locale.test.tsx renders
 * every page in a made-up language this way, to find words that bypass the catalogues.
 */
export function addCatalogue(locale: string, words: Catalogue) {
  registry.set(locale as Locale, words);
  return locale as Locale;
}

/** A stored language (a quote request's locale) as one the site has words for; anything else is the default. */
export const knownLocale = (value: string | null | undefined): Locale =>
  value && registry.has(value as Locale) ? (value as Locale) : defaultLocale;

/** The owner's words (e-mail, push, calendar, CSV): the owner reads the default language, which has them. */
export const ownerWords = (locale: Locale = defaultLocale) => catalogue(locale).owner ?? catalogue(defaultLocale).owner!;

/** A quote's service type as a language names it ("junk-removal" → "Junk Removal"); an unknown value as it is. */
export const serviceTypeLabel = (value: string, locale: Locale = defaultLocale) =>
  (catalogue(locale).ui.form.serviceOptions as Record<string, string>)[value] ?? value;
