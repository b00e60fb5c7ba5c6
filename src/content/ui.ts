// The interface's words by language, for server code. Islands never import this: the server passes
// them the strings of the page's language as props, so no page ships the other language.
import type { Locale } from "./locale";
import { uiEn, uiEs, type Ui } from "./es/ui";

export type { Ui };
const byLocale: Record<Locale, Ui> = { en: uiEn, es: uiEs };
export const uiFor = (locale: Locale): Ui => byLocale[locale];
