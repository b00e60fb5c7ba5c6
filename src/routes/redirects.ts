import { Hono } from "hono";
import { cities } from "../content/cities";
import type { AppEnv } from "../env";

// The spec's service pages linked to /service-areas/spring-tx, which never existed. City pages live
// at /<city-slug>; old links keep working with a permanent redirect. Unknown cities fall to the 404.
export const redirectRoutes = new Hono<AppEnv>();
for (const city of cities) {
  redirectRoutes.get(`/service-areas/${city.slug}`, (c) => c.redirect(`/${city.slug}`, 301));
}

// The Spanish home page is /es/; /es (no slash) is the same request typed without it.
redirectRoutes.get("/es", (c) => c.redirect(`/es/${new URL(c.req.url).search}`, 301));
