import { Hono, type Context } from "hono";
import { cities } from "../content/cities";
import { services } from "../content/services";
import type { AppEnv } from "../env";
import { CityPage } from "../pages/CityPage";
import { Home } from "../pages/Home";
import { ServicePage } from "../pages/ServicePage";
import { redirectRoutes } from "./redirects";

type Render = (c: Context<AppEnv>) => Response | Promise<Response>;

// Every public page by path, built from the content data: one template per kind, so adding a
// city or a service is adding a data entry. renderPage is also used by the quote form post to
// re-render the page the visitor was on with the form's values and messages.
const pages: Record<string, Render> = {
  "/": (c) => c.render(<Home />, { pageKey: "home" }),
  ...Object.fromEntries(
    services.map((service): [string, Render] => [`/${service.slug}`, (c) => c.render(<ServicePage service={service} />, { pageKey: service.slug })]),
  ),
  ...Object.fromEntries(cities.map((city): [string, Render] => [`/${city.slug}`, (c) => c.render(<CityPage city={city} />, { pageKey: city.slug })])),
};

export function renderPage(c: Context<AppEnv>, path: string) {
  const render = pages[path];
  return render ? render(c) : null;
}

export const pagePaths = Object.keys(pages);

export const pageRoutes = new Hono<AppEnv>();
for (const [path, render] of Object.entries(pages)) pageRoutes.get(path, render);
pageRoutes.route("/", redirectRoutes);
