// Where the smoke check goes when no --url is given: SITE_URL from the top level of wrangler.toml,
// the one `wrangler deploy` deploys ([env.bench] and the like only run locally). Read like
// scripts/deploy-guard/problems.ts reads it: its `key = "value"` lines, no TOML parser.

/** SITE_URL's value at the top level of the given wrangler.toml text; "" when it is empty or missing. */
export function topLevelSiteUrl(toml) {
  const topLevel = toml.split(/^\[\[?env\./m)[0];
  const match = /^[ \t]*SITE_URL[ \t]*=[ \t]*"([^"]*)"/m.exec(topLevel);
  return match ? match[1].trim() : "";
}

/** The origin ("https://www.example.com") of an http(s) URL without a path; null for anything else. */
export function originOf(value) {
  try {
    const url = new URL(value);
    const bare = (url.pathname === "/" || url.pathname === "") && !url.search && !url.hash && !url.username && !url.password;
    return bare && (url.protocol === "https:" || url.protocol === "http:") ? url.origin : null;
  } catch {
    return null;
  }
}
