import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { renderToStaticMarkup } from "react-dom/server";
import { business, phoneHref } from "./config/business";
import { localeOfPath, localePrefix } from "./content/locale";
import { catalogue } from "./content/i18n";
import { log } from "./trace/log";
import { currentTraceId, newTraceId, withTraceId } from "./trace/trace-id";

// Last line of defence: log the error, answer without internals (no message, no stack), but with
// the request's trace id, the one in its log lines, so a visitor's report of it can be traced.
export function handleError(err: Error, c: Context) {
  if (err instanceof HTTPException) return err.getResponse();
  const traceId = currentTraceId() ?? newTraceId();
  // Outside the middleware (a bare app in a test) the id is made here, and the log line has it too.
  withTraceId(traceId, () => log.error("unhandled error", c.req.method, c.req.path, err));
  const locale = localeOfPath(c.req.path);
  const { ui, labels } = catalogue(locale);
  const words = ui.serverError;
  if (c.req.path.startsWith("/api/")) {
    // "requestId" is the name API clients were given for it (as X-Request-Id is the header's).
    return c.json({ error: words.api, requestId: traceId }, 500);
  }
  const page = renderToStaticMarkup(
    <html lang={ui.meta.htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${words.heading} | ${business.name}`}</title>
      </head>
      <body>
        <main>
          <h1>{words.heading}</h1>
          <p>
            {words.text} <a href={phoneHref}>{business.phone}</a>.
          </p>
          <p>{words.reference(traceId)}</p>
          <p>
            <a href={`${localePrefix(locale)}/`}>{labels.notFound.home}</a>
          </p>
        </main>
      </body>
    </html>,
  );
  return c.html(`<!DOCTYPE html>${page}`, 500);
}
