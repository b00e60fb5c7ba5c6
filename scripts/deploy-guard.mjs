// First step of `npm run deploy`: refuses, before wrangler contacts anything, while wrangler.toml
// still has what only suits local dev. An empty SITE_URL would let every absolute URL (canonical,
// og:url, sitemap, robots.txt) follow the request's Host header; the placeholder database_id
// would deploy against a database that does not exist.
// `node scripts/deploy-guard.mjs [path/to/wrangler.toml]` runs it alone.
import { readFileSync } from "node:fs";
import { deployProblems } from "./deploy-guard/problems.ts";

const configPath = process.argv[2] ?? new URL("../wrangler.toml", import.meta.url).pathname;
const problems = deployProblems(readFileSync(configPath, "utf8"));
if (problems.length) {
  console.error(`Deploy refused: ${configPath} is not ready for production. Nothing was contacted.\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log("deploy guard: SITE_URL and database_id are set.");
