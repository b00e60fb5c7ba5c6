import { Hono, type Context } from "hono";
import type { AppEnv } from "../env";
import { Home } from "../pages/Home";

// Every public page by path. renderPage is also used by the quote form post to re-render the
// page the visitor was on with the form's values and messages.
const pages: Record<string, (c: Context<AppEnv>) => Response | Promise<Response>> = {
  "/": (c) => c.render(<Home />, { pageKey: "home" }),
};

export function renderPage(c: Context<AppEnv>, path: string) {
  const render = pages[path];
  return render ? render(c) : null;
}

export const pagePaths = Object.keys(pages);

export const pageRoutes = new Hono<AppEnv>();
for (const [path, render] of Object.entries(pages)) pageRoutes.get(path, render);
