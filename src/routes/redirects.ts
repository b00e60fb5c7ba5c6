import { Hono } from "hono";
import { cityEntries } from "../content/entries/cities";
import { localePrefix, locales } from "../content/locale";
import type { AppEnv } from "../env";

// The spec's service pages linked to /service-areas/spring-tx, which never existed. City pages live
// at /<city-slug>; old links keep working with a permanent redirect. Unknown cities fall to the 404.
export const redirectRoutes = new Hono<AppEnv>();
for (const city of cityEntries) {
  redirectRoutes.get(`/service-areas/${city.slug}`, (c) => c.redirect(`/${city.slug}`, 301));
}

// A language's home page is /<locale>/ (/es/); /es (no slash) is the same request typed without it.
for (const locale of locales.filter((l) => localePrefix(l) !== "")) {
  redirectRoutes.get(localePrefix(locale), (c) => c.redirect(`${localePrefix(locale)}/${new URL(c.req.url).search}`, 301));
}
