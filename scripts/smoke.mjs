// After `wrangler deploy` (npm run deploy), and in CI against the local site: is the site that is
// live the site we meant? Every page of both languages answers 200 with its canonical link, share
// image and security headers; the sitemap, robots.txt and share images answer; /admin asks for
// sign-in; another site's quote post is refused (it never sends a real quote). Prints a table;
// exit 1 on a failure, with how to roll back; exit 2 when it cannot tell where to look.
//   node scripts/smoke.mjs [--url ORIGIN] [--config path/to/wrangler.toml]
// Without --url: SITE_URL from the top level of wrangler.toml.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { serviceRoutes, siteRoutes } from "../tools/site-routes.mjs";
import { checkAdmin, checkPage, checkQuoteGuard, checkRobots, checkShareImage, checkSitemap } from "./smoke/checks.mjs";
import { inParallel, waitForSite } from "./smoke/http.mjs";
import { failureReport, summary, table } from "./smoke/report.mjs";
import { readValue } from "./lib/wrangler-toml.mjs";
import { originOf } from "./smoke/site-url.mjs";

function refuse(message) {
  console.error(`Smoke check refused: ${message}`);
  process.exit(2);
}

const { values } = parseArgs({ options: { url: { type: "string" }, config: { type: "string" } } });
const configPath = values.config ?? new URL("../wrangler.toml", import.meta.url).pathname;
// SITE_URL at the top level of wrangler.toml: what `wrangler deploy` deploys ([env.*] run locally).
const target = values.url ?? readValue(readFileSync(configPath, "utf8"), "SITE_URL")?.trim();
if (!target)
  refuse(
    `no --url given and SITE_URL is empty in ${configPath}. Set SITE_URL under [vars], or run: node scripts/smoke.mjs --url https://www.example.com`,
  );
const origin = originOf(target);
if (!origin) refuse(`"${target}" is not an http(s) origin without a path, like https://www.example.com.`);

if (!(await waitForSite(origin))) console.log(`${origin}/ did not answer 200 within 30 s; checking anyway.`);

// Share images: each language's home page (the default image and its twin) and a service page's own.
const imagePages = [...siteRoutes.filter((p) => p.endsWith("/")), serviceRoutes[0]];
const pageRows = await inParallel(siteRoutes.map((path) => () => checkPage(origin, path)));
const ogImageOf = new Map(siteRoutes.map((path, i) => [path, pageRows[i].ogImage]));
const otherRows = await inParallel([
  ...imagePages.map((path) => () => checkShareImage(origin, path, ogImageOf.get(path))),
  () => checkSitemap(origin, siteRoutes),
  () => checkRobots(origin),
  () => checkAdmin(origin),
  () => checkQuoteGuard(origin),
]);
const rows = [...pageRows, ...otherRows];

console.log(table(rows));
console.log(summary(origin, rows));
if (rows.some((r) => !r.ok)) {
  console.error(`\n${failureReport(rows)}`);
  process.exit(1);
}
