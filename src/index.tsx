import { Hono } from "hono";
import type { AppEnv } from "./env";
import { handleError } from "./errors";
import { canonicalPagePath } from "./middleware/canonical-path";
import { edgeCache } from "./middleware/edge-cache";
import { traceId } from "./middleware/trace-id";
import { securityHeaders } from "./middleware/security";
import { NotFound } from "./pages/NotFound";
import { localeOfPath } from "./content/locale";
import { catalogue } from "./content/i18n";
import { renderer } from "./renderer";
import { adminRoutes } from "./routes/admin";
import { customerRoutes } from "./routes/customer";
import { eventRoutes } from "./routes/events";
import { pageRoutes } from "./routes/pages";
import { photoRoutes } from "./routes/quote-photos";
import { quoteRoutes } from "./routes/quote-requests";
import { seoRoutes } from "./routes/seo";
import { scheduled } from "./jobs/scheduled";
import { newTraceId, withTraceId } from "./trace/trace-id";
import { queue } from "./jobs/kept-quotes";
import type { Submission } from "./db/quote-requests";

const app = new Hono<AppEnv>();

app.use("*", traceId);
app.use("*", securityHeaders);
app.use("*", renderer);
app.route("/", quoteRoutes);
app.route("/", photoRoutes);
app.route("/", eventRoutes);
app.route("/", adminRoutes);
app.route("/", customerRoutes);
app.route("/", seoRoutes);
app.use("*", canonicalPagePath);
app.use("*", edgeCache);
app.route("/", pageRoutes);

app.notFound((c) => {
  c.status(404);
  // Under /es/ the not-found page is the Spanish one, with links to Spanish pages.
  const locale = localeOfPath(c.req.path);
  return c.render(<NotFound />, { title: catalogue(locale).ui.notFound.title, noindex: true, locale });
});
app.onError(handleError);

export { app };
// The Worker: pages and APIs, the Cron Triggers' jobs, and the quote requests kept while D1 was down.
export default {
  fetch: app.fetch,
  // A cron run's or a queue batch's log lines and failure records carry an id of their own, as a request's do.
  scheduled: (controller, env, ctx) => withTraceId(newTraceId(), () => scheduled(controller, env, ctx)),
  queue: (batch, env) => withTraceId(newTraceId(), () => queue(batch, env)),
} satisfies ExportedHandler<Env, Submission>;
