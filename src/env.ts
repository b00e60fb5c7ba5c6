import type { QuoteFormState } from "./lib/quote-form-state";

// Bindings declared in wrangler.toml, as the Worker sees them.
export type Bindings = {
  DB: D1Database;
  ASSETS: Fetcher;
  QUOTE_RATE_LIMITER: RateLimit;
  SITE_URL: string;
  /** "off" in wrangler.toml's [env.bench] only: no edge cache of pages or share images, so every request renders. */
  EDGE_CACHE?: string;
};

export type Variables = {
  /** Set by the quote form post before it re-renders a page with the form's values and messages. */
  quoteForm?: QuoteFormState;
};

export type AppEnv = { Bindings: Bindings; Variables: Variables };
