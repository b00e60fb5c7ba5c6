// node --test's global setup for `npm run test:scripts` (package.json): one local site for every
// test file, started before them and stopped after (site.mjs).
import { startSite } from "./site.mjs";

let site;

export async function globalSetup() {
  site = await startSite();
  process.env.SCRIPT_TESTS_SITE = site.baseUrl;
  process.env.SCRIPT_TESTS_PERSIST_TO = site.persistTo;
}

export async function globalTeardown() {
  await site?.stop();
}
