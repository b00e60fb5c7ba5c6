// What stops a deploy: wrangler.toml values that are fine for local dev but wrong on the internet,
// the mover's licence numbers while they are still placeholders (every page would show them), and
// the Google review link while it is the placeholder (every completed job's customer is sent it).
// Run by scripts/deploy-guard.mjs under Node's type stripping and imported by a worker test, so it
// stays free of Node and Worker APIs and of non-erasable TypeScript.

/** The id wrangler.toml ships with; `wrangler d1 create` prints the real one. */
export const PLACEHOLDER_DATABASE_ID = "00000000-0000-4000-8000-000000000000";

// wrangler.toml is simple enough here to read its `key = "value"` lines without a TOML parser.
const valuesOf = (toml: string, key: string) =>
  [...toml.matchAll(new RegExp(`^[ \\t]*${key}[ \\t]*=[ \\t]*"([^"]*)"`, "gm"))].map((m) => m[1]!.trim());

export function siteUrlProblem(value: string): string | null {
  if (!value) return 'SITE_URL is empty. Set it under [vars] to the public origin, e.g. "https://www.example.com".';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `SITE_URL "${value}" is not an absolute URL.`;
  }
  if (url.protocol !== "https:") return `SITE_URL "${value}" must start with https://.`;
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password)
    return `SITE_URL "${value}" must be an origin only, without a path.`;
  return null;
}

function databaseIdProblem(value: string): string | null {
  if (value === PLACEHOLDER_DATABASE_ID || /^[0-]*$/.test(value)) {
    return "database_id is still the placeholder. Run `npx wrangler d1 create spring-junk-removal` and put the printed id in wrangler.toml.";
  }
  return null;
}

/** A Texas household-goods mover's numbers, as src/config/business.ts holds them. */
export type Licences = { txdmv: string; usdot: string };

// Texas law wants both numbers in a mover's advertising: publishing the all-zero placeholders would
// tell customers who look them up that the business is unlicensed.
export function licenceProblems({ txdmv, usdot }: Licences): string[] {
  const where = "in src/config/business.ts (`licences`)";
  const problems: string[] = [];
  if (/^0*C?$/i.test(txdmv))
    problems.push(`The TxDMV certificate number is still the placeholder ${where}. Put the business's own, like "006123456C".`);
  else if (!/^\d{1,10}C$/i.test(txdmv))
    problems.push(`The TxDMV certificate number "${txdmv}" ${where} is not digits followed by C, like "006123456C".`);
  if (/^0*$/.test(usdot)) problems.push(`The USDOT number is still the placeholder ${where}. Put the business's own (digits only).`);
  else if (!/^\d{1,8}$/.test(usdot)) problems.push(`The USDOT number "${usdot}" ${where} is not 1 to 8 digits.`);
  return problems;
}

// Every completed job's customer is sent this link (the review ask): the placeholder would send them
// to a page that does not exist.
export function reviewsUrlProblem(value: string): string | null {
  const where = "in src/config/business.ts (`reviewsUrl`)";
  if (/REPLACE-WITH/i.test(value))
    return `The Google review link is still the placeholder ${where}. Put the link the Business Profile gives under "Ask for reviews".`;
  if (!/^https:\/\/\S+$/.test(value)) return `The Google review link "${value}" ${where} is not an https:// link.`;
  return null;
}

/** Every reason the given wrangler.toml, licence numbers and review link must not be deployed; empty when they may be. */
export function deployProblems(toml: string, licences: Licences, reviewsUrl?: string): string[] {
  // `wrangler deploy` deploys the top level; [env.bench] and the like only run locally.
  const topLevel = toml.split(/^\[\[?env\./m)[0]!;
  const siteUrls = valuesOf(topLevel, "SITE_URL");
  const databaseIds = valuesOf(topLevel, "database_id");
  const problems = [
    ...(siteUrls.length ? siteUrls.map(siteUrlProblem) : ["SITE_URL is missing from [vars]."]),
    ...(databaseIds.length ? databaseIds.map(databaseIdProblem) : ["database_id is missing from [[d1_databases]]."]),
    ...licenceProblems(licences),
    reviewsUrl === undefined ? null : reviewsUrlProblem(reviewsUrl),
  ];
  return problems.filter((p): p is string => p !== null);
}
