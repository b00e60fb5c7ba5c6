import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { renderToStaticMarkup } from "react-dom/server";
import { business, phoneHref } from "./content/business";

// Last line of defence: log the error, answer without internals (no message, no stack).
export function handleError(err: Error, c: Context) {
  if (err instanceof HTTPException) return err.getResponse();
  console.error("unhandled error", c.req.method, c.req.path, err);
  if (c.req.path.startsWith("/api/")) {
    return c.json({ error: "Internal server error. Please try again or call us." }, 500);
  }
  const page = renderToStaticMarkup(
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`Something went wrong | ${business.name}`}</title>
      </head>
      <body>
        <main>
          <h1>Something went wrong</h1>
          <p>
            Sorry, this page could not be shown. Please try again in a moment, or call us at{" "}
            <a href={phoneHref}>{business.phone}</a>.
          </p>
          <p>
            <a href="/">Back to the home page</a>
          </p>
        </main>
      </body>
    </html>,
  );
  return c.html(`<!DOCTYPE html>${page}`, 500);
}
