import type { Context } from "hono";
import { adminThemeColor } from "../content/admin-app";
import { business } from "../config/business";
import { locales, type Locale } from "../content/locale";
import { alternateLinks, type Page } from "../content/site-map";
import { copyFor } from "../content/site-copy";
import { isCustomerPath } from "../lib/customer-token";
import type { AppEnv } from "../env";
import { assets } from "../manifest";
import { pageJsonLd, serializeJsonLd } from "../seo/jsonld";
import { requestOrigin } from "../seo/site-url";

type HeadProps = {
  c: Context;
  page?: Page;
  title?: string;
  description?: string;
  noindex?: boolean;
  locale: Locale;
};

/** The owner's screens load their own bundle, so no visitor downloads admin code. */
export const isOwnersPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

/**
 * A page that answers a plain form post: the form again with its messages (its first message has
 * autofocus) or the confirmation (its address ends in #quote-form). Either opens scrolled to the form,
 * and the browser scrolls once, at the first paint: were the whole stylesheet to arrive after it, the
 * layout above the form would change under that scroll and leave the form off screen. So these pages
 * wait for the whole stylesheet in <head>, which the visitor's browser holds already from the page
 * that sent the form.
 */
const answersTheForm = (c: Context) => c.get("quoteForm") !== undefined || c.req.query("quote") === "received";

/**
 * The whole stylesheet of a public page. Its first screen is styled by the inline CSS in <head>, so
 * nothing waits for the rest: the page's inline script (client/loader.ts) links it once the largest
 * paint is done, with the entry. Without JavaScript this link, last in <body>, does (Chromium paints
 * what comes before an in-body stylesheet without waiting for it).
 */
export function PageStylesheet({ c }: { c: Context }) {
  return isOwnersPath(c.req.path) || isCustomerPage(c) || answersTheForm(c) ? null : (
    <noscript>
      <link rel="stylesheet" href={assets.css} />
    </noscript>
  );
}

/**
 * A customer's own page that its token opened (src/routes/customer/guards.ts sets "customer"). A
 * token that opens nothing is answered with the site's usual 404, head and all: nothing in it may
 * tell a guessed token from any unknown address.
 */
export const isCustomerPage = (c: Context) => isCustomerPath(c.req.path) && c.get("customer") !== undefined;

const geoPosition = `${business.geo.latitude};${business.geo.longitude}`;

const titled = (title: string) => `${title} | ${business.name}`;

/**
 * The head of a customer's own page: private, so nothing to share or index (no description, share
 * tags, JSON-LD or alternates), and no follow either, as its X-Robots-Tag says. The whole stylesheet
 * in <head> (the page is small); its one script, the notifications opt-in, is asked for by an inline
 * loader after the largest paint (client/customer-loader.ts; this page's CSP allows it by its hash).
 */
function CustomerHead({ title }: { title: string }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{titled(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="stylesheet" href={assets.css} />
      <script type="module" dangerouslySetInnerHTML={{ __html: assets.customerPush.loader.code }} />
    </head>
  );
}

/** The one <head> writer: the page's own metadata (src/content/site-map.ts), defaults otherwise. */
export function Head({ c, page, title, description, noindex, locale }: HeadProps) {
  const { defaultSeo, ui } = copyFor(locale);
  if (isCustomerPage(c)) return <CustomerHead title={title ?? defaultSeo.title} />;
  const seo = page?.seo;
  const origin = requestOrigin(c as Context<AppEnv>);
  const fullTitle = title ? titled(title) : (seo?.title ?? defaultSeo.title);
  const metaDescription = description ?? seo?.description ?? defaultSeo.description;
  const keywords = (seo?.keywords ?? defaultSeo.keywords).join(", ");
  // Unlisted pages that are indexable (none today) fall back to their own path; noindex pages get no canonical.
  const canonicalPath = page?.path ?? (noindex ? undefined : c.req.path);
  const canonical = canonicalPath === undefined ? undefined : `${origin}${canonicalPath}`;
  const image = `${origin}${page?.image ?? defaultSeo.image.path}`;
  const imageAlt = ui.share.imageAlt(business.name, seo?.headline ?? defaultSeo.headline, business.phone);
  // Each page names itself and its twin in the other language; x-default is the English one.
  const alternates = page ? alternateLinks(page, origin) : [];
  const otherLocales = locales.filter((l) => l !== locale);
  const owners = isOwnersPath(c.req.path);
  const scripts = owners ? assets.admin : assets;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <meta name="keywords" content={keywords} />
      <meta name="robots" content={noindex ? "noindex,follow" : "index,follow"} />
      {canonical && <link rel="canonical" href={canonical} />}
      {alternates.map((a) => (
        <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
      ))}
      <meta name="geo.region" content={`US-${business.address.region}`} />
      <meta name="geo.placename" content={`${business.address.locality}, ${business.address.region}`} />
      <meta name="geo.position" content={geoPosition} />
      <meta name="ICBM" content={`${business.geo.latitude}, ${business.geo.longitude}`} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:site_name" content={business.name} />
      <meta property="og:locale" content={ui.meta.ogLocale} />
      {otherLocales.map((l) => (
        <meta key={l} property="og:locale:alternate" content={copyFor(l).ui.meta.ogLocale} />
      ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(defaultSeo.image.width)} />
      <meta property="og:image:height" content={String(defaultSeo.image.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta property="og:image:type" content={defaultSeo.image.type} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={metaDescription} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {owners && (
        // The inbox can be added to the home screen as an app (iPhones deliver Web Push only then).
        <>
          <link rel="manifest" href="/admin/manifest.webmanifest" />
          <meta name="theme-color" content={adminThemeColor} />
          <link rel="apple-touch-icon" href={assets.icons["apple-touch-icon"]} />
          <meta name="apple-mobile-web-app-title" content="Leads" />
        </>
      )}
      {/* Public pages paint from their first screen's CSS, inline here (scripts/build-assets.mjs; the
          CSP names it by its hash); the whole stylesheet comes after the largest paint (PageStylesheet):
          the browser paints without waiting for it. The owner's screens wait for it as before. */}
      {owners || answersTheForm(c) ? (
        <link rel="stylesheet" href={assets.css} />
      ) : (
        <style dangerouslySetInnerHTML={{ __html: assets.firstScreenCss.code }} />
      )}
      {/* The public entry is tiny and fetches the rest only when an island wakes. Its inline loader
          (a module: it runs once the page is parsed; it links the whole stylesheet) asks for it only after the
          page's largest paint (scripts/build-assets.mjs), so nothing competes with what that paint
          needs on a slow connection. The owner's screens load their bundle at once. */}
      {owners ? (
        <script type="module" src={scripts.js} />
      ) : (
        <script type="module" dangerouslySetInnerHTML={{ __html: assets.loader.code }} />
      )}
      {owners && scripts.jsPreload.map((href) => <link key={href} rel="modulepreload" href={href} />)}
      {pageJsonLd(origin, page, locale, (c as Context<AppEnv>).get("prices")?.prices ?? null).map((block, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }} />
      ))}
    </head>
  );
}
