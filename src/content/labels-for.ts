// The templates' own words by language, for server code (islands get theirs as props).
import { labelsEs } from "./es/labels";
import { labels } from "./labels";
import type { Locale } from "./locale";

export type Labels = typeof labelsEs;
const byLocale: Record<Locale, Labels> = { en: labels, es: labelsEs };
export const labelsFor = (locale: Locale): Labels => byLocale[locale];
