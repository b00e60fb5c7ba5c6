// The one local site (wrangler dev) the scripts' tests share: `npm run test:scripts` starts it once
// in node --test's global setup (site.global.mjs) and hands its address and database folder to the
// test files through the environment; a file run on its own starts one for itself. Each start of
// wrangler costs seconds of CPU on these two cores, so the restore and the smoke tests use one.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalServer } from "../../scripts/local-server.mjs";

/** Starts a site with its own database folder; stop() ends it and removes the folder. */
export async function startSite() {
  const work = mkdtempSync(join(tmpdir(), "script-tests-site-"));
  const persistTo = join(work, "state");
  const server = await startLocalServer({ persistTo });
  return {
    baseUrl: server.baseUrl,
    port: server.port,
    persistTo,
    stop: async () => {
      await server.stop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** The shared site if the global setup started one, else one of this file's own. */
export async function useSite() {
  const { SCRIPT_TESTS_SITE: baseUrl, SCRIPT_TESTS_PERSIST_TO: persistTo } = process.env;
  if (baseUrl && persistTo) return { baseUrl, port: Number(new URL(baseUrl).port), persistTo, stop: async () => {} };
  return startSite();
}
