// Bindings declared in wrangler.toml, as the Worker sees them.
export type Bindings = {
  DB: D1Database;
  ASSETS: Fetcher;
  QUOTE_RATE_LIMITER: RateLimit;
  SITE_URL: string;
};

export type AppEnv = { Bindings: Bindings };
