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
import { apiRoutes } from "./routes/api";
import { membersApi } from "./routes/admin/api";
import { customerRoutes } from "./routes/customer";
import { crawlerFileRoutes, pageRoutes } from "./routes/pages";
import { scheduled } from "./jobs/scheduled";
import { newTraceId, withTraceId } from "./trace/trace-id";
import { queue } from "./jobs/kept-requests";
import type { Submission } from "./db/quote-requests";

const app = new Hono<AppEnv>();

app.use("*", traceId);
app.use("*", securityHeaders);
app.use("*", renderer);
// Each router at the prefix its URLs share, so an address says where its code is: src/routes/api.ts
// (/api), src/routes/admin/ (/admin), src/routes/customer/ (/my), src/routes/pages.tsx (the rest).
app.route("/api", apiRoutes);
app.route("/api", membersApi);
app.route("/admin", adminRoutes);
app.route("/my", customerRoutes);
app.route("/", crawlerFileRoutes);
// The pages' own: the routes above answer before these run (an address none of them has falls through, to the 404).
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
// The Worker: pages and APIs, the Cron Triggers' jobs, and the kept requests (those D1 could not store at once).
export default {
  fetch: app.fetch,
  // A cron run's or a queue batch's log lines and failure records carry an id of their own, as a request's do.
  scheduled: (controller, env, ctx) => withTraceId(newTraceId(), () => scheduled(controller, env, ctx)),
  queue: (batch, env) => withTraceId(newTraceId(), () => queue(batch, env)),
} satisfies ExportedHandler<Env, Submission>;
