// What stops a deploy: wrangler.toml values that are fine for local dev but wrong on the internet.
// Run by scripts/deploy-guard.mjs under Node's type stripping and imported by a worker test, so it
// stays free of Node and Worker APIs and of non-erasable TypeScript.

/** The id wrangler.toml ships with; `wrangler d1 create` prints the real one. */
export const PLACEHOLDER_DATABASE_ID = "00000000-0000-4000-8000-000000000000";

// wrangler.toml is simple enough here to read its `key = "value"` lines without a TOML parser.
const valuesOf = (toml: string, key: string) =>
  [...toml.matchAll(new RegExp(`^[ \\t]*${key}[ \\t]*=[ \\t]*"([^"]*)"`, "gm"))].map((m) => m[1]!.trim());

function siteUrlProblem(value: string): string | null {
  if (!value) return 'SITE_URL is empty. Set it under [vars] to the public origin, e.g. "https://www.example.com".';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `SITE_URL "${value}" is not an absolute URL.`;
  }
  if (url.protocol !== "https:") return `SITE_URL "${value}" must start with https://.`;
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) return `SITE_URL "${value}" must be an origin only, without a path.`;
  return null;
}

function databaseIdProblem(value: string): string | null {
  if (value === PLACEHOLDER_DATABASE_ID || /^[0-]*$/.test(value)) {
    return "database_id is still the placeholder. Run `npx wrangler d1 create spring-junk-removal` and put the printed id in wrangler.toml.";
  }
  return null;
}

/** Every reason the given wrangler.toml must not be deployed; empty when it may be. */
export function deployProblems(toml: string): string[] {
  // `wrangler deploy` deploys the top level; [env.bench] and the like only run locally.
  const topLevel = toml.split(/^\[\[?env\./m)[0]!;
  const siteUrls = valuesOf(topLevel, "SITE_URL");
  const databaseIds = valuesOf(topLevel, "database_id");
  const problems = [
    ...(siteUrls.length ? siteUrls.map(siteUrlProblem) : ["SITE_URL is missing from [vars]."]),
    ...(databaseIds.length ? databaseIds.map(databaseIdProblem) : ["database_id is missing from [[d1_databases]]."]),
  ];
  return problems.filter((p): p is string => p !== null);
}
