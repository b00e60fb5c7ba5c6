import { Hono, type Context } from "hono";
import { pages, type Page } from "../content/site-map";
import type { AppEnv } from "../env";
import { CityPage } from "../pages/CityPage";
import { Home } from "../pages/Home";
import { PrivacyPage } from "../pages/PrivacyPage";
import { ServicePage } from "../pages/ServicePage";
import { redirectRoutes } from "./redirects";
import { createCrawlerFileRoutes } from "./seo";
import { confirmationEstimate } from "./quote/confirmation-estimate";
import { confirmationLink } from "./quote/confirmation-link";

// One template per kind of page; the page list (src/content/site-map.ts) says which pages exist.
function view(page: Page) {
  switch (page.kind) {
    case "home":
      return <Home />;
    case "service":
      return <ServicePage service={page.content} />;
    case "city":
      return <CityPage city={page.content} />;
    case "privacy":
      return <PrivacyPage privacy={page.content} />;
  }
}

const render = (c: Context<AppEnv>, page: Page) => c.render(view(page), { page });

/**
 * A GET route for every page in the list. A page with the form may be a plain post's confirmation
 * (?quote=received): its estimate is priced, and its one-time code exchanged for the customer's
 * page link, before the page renders (a page cannot wait on D1).
 */
export function createPageRoutes(list: readonly Page[]) {
  const routes = new Hono<AppEnv>();
  for (const page of list) routes.get(page.path, confirmationEstimate, confirmationLink, (c) => render(c, page));
  return routes;
}

/** Renders the page at this path, or null: the quote form post re-renders the visitor's page with its values and messages. */
export function renderPage(c: Context<AppEnv>, path: string) {
  const page = pages.find((p) => p.path === path);
  return page ? render(c, page) : null;
}

/** The site's pages, the old addresses that redirect to them, and the sitemap and robots.txt. */
export const pageRoutes = createPageRoutes(pages);
pageRoutes.route("/", redirectRoutes);

export const crawlerFileRoutes = createCrawlerFileRoutes(pages);
