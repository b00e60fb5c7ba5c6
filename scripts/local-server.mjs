// Starts the Worker with wrangler dev on a free loopback port and its own local D1, for the
// benchmarks and audits (startLocalServer) and the browser tests (run directly, below). Returns the
// base URL, wrangler's pid (its workerd processes are below it) and a stop() that ends what it started.
//
// Run directly, it serves until SIGTERM or SIGINT, then stops wrangler and removes the database
// directory: playwright.config.ts's webServer starts it that way, on a port the config chose.
//   node scripts/local-server.mjs --port 8791 --persist-to .wrangler/e2e-8791 [--env NAME] [--var NAME:VALUE ...]
import { spawn, execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const root = new URL("..", import.meta.url).pathname;
const wrangler = `${root}node_modules/.bin/wrangler`;
const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1" };

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * detached (default true): wrangler runs in its own process group, which stop() ends. Run directly,
 * it stays in ours, so that whatever ends this process (Playwright signals the whole group) ends it too.
 * @param {{ port?: number, persistTo?: string, vars?: Record<string, string>, env?: string, detached?: boolean }} options
 */
export async function startLocalServer(options = {}) {
  const port = options.port ?? (await freePort());
  const persistTo = options.persistTo ?? `${root}.wrangler/e2e-${port}`;
  const envArgs = options.env ? ["--env", options.env] : [];
  execFileSync(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo, ...envArgs], {
    cwd: root,
    env: quietEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const varArgs = Object.entries(options.vars ?? {}).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  const child = spawn(
    wrangler,
    [
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      persistTo,
      "--show-interactive-dev-session=false",
      "--test-scheduled",
      ...envArgs,
      ...varArgs,
    ],
    { cwd: root, env: quietEnv, stdio: ["ignore", "pipe", "pipe"], detached: options.detached ?? true },
  );
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  /** Ends wrangler and its workerd; the promise settles once they have exited. */
  const stop = () => {
    try {
      if (options.detached ?? true) process.kill(-child.pid, "SIGTERM");
      else child.kill("SIGTERM");
    } catch {}
    return exited;
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/`);
      if (res.ok) return { baseUrl, port, persistTo, pid: child.pid, stop, output: () => output };
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error(`wrangler dev did not answer within 90 s:\n${output}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: {
      port: { type: "string" },
      "persist-to": { type: "string" },
      env: { type: "string" },
      var: { type: "string", multiple: true, default: [] },
    },
  });
  const persistTo = values["persist-to"];
  if (!values.port || !persistTo)
    throw new Error("usage: node scripts/local-server.mjs --port N --persist-to DIR [--env NAME] [--var NAME:VALUE ...]");
  const vars = Object.fromEntries(values.var.map((pair) => [pair.slice(0, pair.indexOf(":")), pair.slice(pair.indexOf(":") + 1)]));
  // A fresh database every run: what an earlier, interrupted run left there is not reused.
  rmSync(persistTo, { recursive: true, force: true });
  const server = await startLocalServer({ port: Number(values.port), persistTo, vars, env: values.env, detached: false });
  console.log(`serving ${server.baseUrl} (database in ${persistTo})`);
  const shutdown = async () => {
    await server.stop();
    rmSync(persistTo, { recursive: true, force: true });
    process.exit(0);
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}
