import type { Locale } from "../content/locale";
import type { Page } from "../content/site-map";
import { catalogue } from "../content/i18n";
import { defaultLocale } from "../content/locale";
import { ShareCard } from "./card";
import { renderPng } from "./render";

// Share images are drawn when the site is built (scripts/build-assets.mjs), not in the Worker: the
// renderer's two WebAssembly modules cost every cold isolate about 110 ms to compile (npm run
// bench:startup), and one render takes far more CPU than a Workers Free request may use.

export type ShareImage = { key: string; headline: string; locale: Locale };

/** Every image a page list needs: the default one (/api/og-image) and one per page (/api/og-image/<key>). */
export const shareImagesFor = (list: readonly Page[]): ShareImage[] => [
  { key: "default", headline: catalogue(defaultLocale).seo.site.headline, locale: defaultLocale },
  ...list.map((page) => ({ key: page.key, headline: page.seo.headline, locale: page.locale })),
];

/** One 1200x630 PNG: the card's text over its shapes. */
export const renderShareImage = ({ headline, locale }: ShareImage) => renderPng(<ShareCard headline={headline} locale={locale} />);
