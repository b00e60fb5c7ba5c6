// Starts the Worker with wrangler dev on a free loopback port and its own local D1, for the
// e2e tests, benchmarks and audits. Returns the base URL and a stop() that ends what it started.
import { spawn, execFileSync } from "node:child_process";
import { createServer } from "node:net";

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

/** @param {{ persistTo?: string, vars?: Record<string, string>, env?: string }} options */
export async function startLocalServer(options = {}) {
  const port = await freePort();
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
    ["dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persistTo, "--show-interactive-dev-session=false", ...envArgs, ...varArgs],
    { cwd: root, env: quietEnv, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/`);
      if (res.ok) return { baseUrl, port, persistTo, stop, output: () => output };
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error(`wrangler dev did not answer within 90 s:\n${output}`);
}
