import { quoteFormPaths } from "../../content/site-map";

/**
 * A path exactly as the site's page list has it, else null: another site's address, a path of
 * this site that is no page with the form (the privacy page has none), a query string, a different spelling or anything that is not text.
 * What a quote post says about its page is only ever stored or redirected to when it is one.
 */
export const knownPagePath = (value: unknown): string | null =>
  typeof value === "string" && quoteFormPaths.includes(value) ? value : null;
