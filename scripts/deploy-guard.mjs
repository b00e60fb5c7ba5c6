// First step of `npm run deploy`: refuses, before wrangler contacts anything, while wrangler.toml
// still has what only suits local dev. An empty SITE_URL would let every absolute URL (canonical,
// og:url, sitemap, robots.txt) follow the request's Host header; the placeholder database_id
// would deploy against a database that does not exist. The mover's licence numbers in
// src/config/business.ts must be real too (every page shows them), and so must the Google review
// link (every completed job's customer is sent it).
// `node scripts/deploy-guard.mjs [path/to/wrangler.toml]` runs it alone.
import { readFileSync } from "node:fs";
import { business } from "../src/config/business.ts";
import { deployProblems } from "./deploy-guard/problems.ts";

const configPath = process.argv[2] ?? new URL("../wrangler.toml", import.meta.url).pathname;
const problems = deployProblems(readFileSync(configPath, "utf8"), business.licences, business.reviewsUrl);
if (problems.length) {
  console.error(
    `Deploy refused: ${configPath} and src/config/business.ts are not ready for production. Nothing was contacted.\n${problems.map((p) => `  - ${p}`).join("\n")}`,
  );
  process.exit(1);
}
console.log("deploy guard: SITE_URL, database_id, the licence numbers and the review link are set.");
// A note, not a refusal: the site works without Stripe, and the secrets cannot be read from here.
console.log(
  "deploy guard: note: without the Stripe secrets (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: npm run setup -- --stripe-key sk_live_...) no deposit is offered.",
);
