import { Hono } from "hono";
import type { AppEnv } from "./env";
import { handleError } from "./errors";
import { NotFound } from "./pages/NotFound";
import { renderer } from "./renderer";
import { pageRoutes } from "./routes/pages";

const app = new Hono<AppEnv>();

app.use("*", renderer);
app.route("/", pageRoutes);

app.notFound((c) => {
  c.status(404);
  return c.render(<NotFound />, { title: "Page Not Found", noindex: true });
});
app.onError(handleError);

export default app;
