// npm run bench:dashboard: the owner's dashboard over 10,000 requests. Seeds a fresh local
// database (scripts/dashboard-seed.mjs: a year of requests with their status changes, landing
// pages, sources and daily call taps), creates an owner with the real owner:create, starts the
// site (`--env bench`, React's production build), signs in, then asks for /admin/dashboard?weeks=52
// and ?weeks=12 ten times each (after two warm-ups) and prints the median response time as this
// client saw it, and the Worker's own Server-Timing (db: the one D1 batch; render: React).
//   BENCH_REQUESTS=20000 npm run bench:dashboard
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { seedDashboard } from "./dashboard-seed.mjs";

// wrangler dev bundles React's development build unless told otherwise; measure what deploys.
// local-server.mjs copies the environment when it loads, hence the import after this line.
process.env.NODE_ENV = "production";
const { freePort, startLocalServer } = await import("./local-server.mjs");

const root = new URL("..", import.meta.url).pathname;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const SAMPLES = 10;
const WARMUP = 2;
const owner = { username: "bench-owner", password: "a bench passphrase 16" };
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const ms = (n) => (n === undefined ? "–" : `${n.toFixed(1)} ms`);

const port = await freePort();
const persistTo = `${root}.wrangler/bench-dashboard-${port}`;
let server;
try {
  let started = performance.now();
  // Written while no server holds the database (see scripts/dashboard-seed.mjs).
  seedDashboard(persistTo, { requests: REQUESTS });
  execFileSync(process.execPath, [`${root}scripts/owner-create.mjs`, "--username", owner.username, "--persist-to", persistTo], {
    cwd: root,
    env: { ...process.env, OWNER_PASSWORD: owner.password },
    stdio: ["ignore", "ignore", "inherit"],
  });
  console.log(`Seeded ${REQUESTS.toLocaleString("en-US")} requests and an owner in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  server = await startLocalServer({ port, persistTo, env: "bench" });
  const headers = { origin: server.baseUrl, "cf-connecting-ip": "198.51.100.16" };
  const signIn = await fetch(`${server.baseUrl}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(owner),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((c) => c.startsWith("__Host-session="))
    ?.split(";")[0];
  if (signIn.status !== 303 || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);

  const timing = (header, name) => {
    const dur = new RegExp(`(?:^|,)\\s*${name};dur=([\\d.]+)`).exec(header ?? "")?.[1];
    return dur === undefined ? undefined : Number(dur);
  };
  console.log(
    `\n/admin/dashboard, ${SAMPLES} requests each after ${WARMUP} warm-up, one at a time (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}, ${cpus().length} cores)\n`,
  );
  for (const weeks of [52, 12]) {
    const samples = [];
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      started = performance.now();
      const res = await fetch(`${server.baseUrl}/admin/dashboard?weeks=${weeks}`, { headers: { ...headers, cookie } });
      const html = await res.text();
      const total = performance.now() - started;
      if (res.status !== 200 || !html.includes("Requests per week")) throw new Error(`weeks=${weeks}: status ${res.status}`);
      const header = res.headers.get("server-timing");
      if (i >= WARMUP) samples.push({ total, db: timing(header, "db"), render: timing(header, "render"), bytes: html.length });
    }
    const pick = (key) => (samples.every((s) => s[key] !== undefined) ? median(samples.map((s) => s[key])) : undefined);
    console.log(
      `weeks=${String(weeks).padEnd(3)} median ${ms(pick("total"))} (min ${ms(Math.min(...samples.map((s) => s.total)))}, max ${ms(Math.max(...samples.map((s) => s.total)))}); ` +
        `Server-Timing median db ${ms(pick("db"))}, render ${ms(pick("render"))}; ${(samples[0].bytes / 1024).toFixed(0)} KB of HTML`,
    );
  }
  console.log(
    `\nload average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
} finally {
  await server?.stop();
  rmSync(persistTo, { recursive: true, force: true });
}
