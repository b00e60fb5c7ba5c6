// npm run test:e2e: builds, starts the site on a free port, runs the browser tests in e2e/ with
// node's test runner against it, and stops the server it started.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { startLocalServer } from "./local-server.mjs";

const root = new URL("..", import.meta.url).pathname;
// The production configuration, limits included: a test that posts quotes sends its own
// CF-Connecting-IP (wrangler dev keeps it), so no test meets another's rate limit.
const server = await startLocalServer();
let status = 1;
try {
  const files = process.argv.slice(2);
  const result = spawnSync(process.execPath, ["--test", "--test-concurrency=1", ...(files.length ? files : ["e2e/**/*.test.ts"])], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BASE_URL: server.baseUrl, E2E_PERSIST_TO: server.persistTo },
  });
  status = result.status ?? 1;
} finally {
  server.stop();
  rmSync(server.persistTo, { recursive: true, force: true });
}
process.exit(status);
