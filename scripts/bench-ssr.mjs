// npm run bench:ssr: starts the site, measures each page's uncached render time (Server-Timing,
// median of many requests), then requests per second (autocannon) for the home page uncached,
// cached and a static asset. Uncached means a site started with `--env bench` (wrangler.toml: the
// edge cache off); cached, a second site with the production configuration. Exits non-zero when a
// target is missed:
//   median uncached render <= 2 ms on every route; cached home >= 0.5x the static asset.
// Timers in workerd tick in whole milliseconds, so the mean is printed beside the median.
import autocannon from "autocannon";
import { siteRoutes } from "../tools/site-routes.mjs";

// wrangler dev bundles with NODE_ENV=development unless told otherwise: React's development
// build renders several times slower than what `wrangler deploy` ships. Measure the deployed build.
// local-server.mjs copies the environment when it loads, hence the import after this line.
process.env.NODE_ENV = "production";
const { startBenchServers } = await import("./bench-servers.mjs");

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const WARMUP = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const RENDER_TARGET_MS = 2;
const CACHED_TO_STATIC_TARGET = 0.5;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function renderTimes(baseUrl, path) {
  const times = [];
  for (let i = 0; i < SAMPLES; i++) {
    const res = await fetch(baseUrl + path);
    await res.arrayBuffer();
    if (res.status === 404) return { status: 404 };
    const dur = /render;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1];
    if (res.status !== 200 || dur === undefined)
      throw new Error(`${path}: status ${res.status}, Server-Timing "${res.headers.get("server-timing")}"`);
    times.push(Number(dur));
  }
  return { status: 200, median: median(times), mean: mean(times), max: Math.max(...times) };
}

async function throughput(url) {
  const result = await autocannon({ url, connections: 10, duration: SECONDS });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const { rendering: renderingServer, caching: cachingServer, stop } = await startBenchServers();
const misses = [];
try {
  // Every route is warmed first: the isolate compiles shared code (layout, head) on whichever comes first.
  for (const path of siteRoutes) {
    for (let i = 0; i < WARMUP; i++) await (await fetch(renderingServer.baseUrl + path)).arrayBuffer();
  }
  console.log(`\nUncached render time (Server-Timing render;dur), ${SAMPLES} requests per route after ${WARMUP} warm-up\n`);
  console.log("| route | median ms | mean ms | max ms | target <= 2 ms |\n|---|---:|---:|---:|---|");
  for (const path of siteRoutes) {
    const r = await renderTimes(renderingServer.baseUrl, path);
    if (r.status === 404) {
      console.log(`| ${path} | - | - | - | not built in this branch (404): measured after merge |`);
      continue;
    }
    const ok = r.median <= RENDER_TARGET_MS;
    if (!ok) misses.push(`${path} median render ${r.median} ms`);
    console.log(`| ${path} | ${r.median.toFixed(1)} | ${r.mean.toFixed(2)} | ${r.max.toFixed(0)} | ${ok ? "ok" : "MISS"} |`);
  }

  const home = `${cachingServer.baseUrl}/`;
  const css = /href="(\/build\/[^"]+\.css)"/.exec(await (await fetch(home)).text())?.[1];
  if (!css) throw new Error("home page links no stylesheet");
  await fetch(home); // the cached run must start warm
  console.log(`\nThroughput (autocannon, 10 connections, ${SECONDS} s each)\n`);
  const rows = [
    ["home uncached", await throughput(`${renderingServer.baseUrl}/`)],
    ["home cached", await throughput(home)],
    [`static asset (${css})`, await throughput(cachingServer.baseUrl + css)],
  ];
  const staticRps = rows[2][1];
  console.log("| target | req/s | ratio to static |\n|---|---:|---:|");
  for (const [name, rps] of rows) console.log(`| ${name} | ${rps.toFixed(0)} | ${(rps / staticRps).toFixed(2)} |`);
  const cachedRatio = rows[1][1] / staticRps;
  console.log(
    `\ncached/static = ${cachedRatio.toFixed(2)} (target >= ${CACHED_TO_STATIC_TARGET}); uncached/static = ${(rows[0][1] / staticRps).toFixed(2)}`,
  );
  if (cachedRatio < CACHED_TO_STATIC_TARGET) misses.push(`cached home is ${cachedRatio.toFixed(2)}x the static asset`);
} finally {
  stop();
}
if (misses.length) {
  console.error(`\nMissed targets:\n- ${misses.join("\n- ")}`);
  process.exit(1);
}
console.log("\nAll targets met.");
