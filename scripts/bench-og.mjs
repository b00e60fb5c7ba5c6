// npm run bench:og: starts the site locally and times the share images: the cold first render,
// the warm render and the cached answer, as medians over REQUESTS requests per image, plus every
// image's size. Targets: warm <= 150 ms, cached <= 15 ms. Renders are timed on a site started with
// `--env bench` (wrangler.toml: the edge cache off, so every request renders); cached answers on a
// second site with the production configuration. No request header changes what the Worker does.
import { startBenchServers } from "./bench-servers.mjs";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const { rendering, caching, stop } = await startBenchServers();

async function timed(server, path) {
  const start = performance.now();
  const res = await fetch(server.baseUrl + path);
  const bytes = (await res.arrayBuffer()).byteLength;
  const ms = performance.now() - start;
  if (res.status !== 200 || res.headers.get("content-type") !== "image/png") throw new Error(`${path}: ${res.status}`);
  return { ms, bytes, cache: res.headers.get("x-cache") };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => `${x.toFixed(1)} ms`.padStart(10);

try {
  // Every page key, from the sitemap (one source): "/" is the default image.
  const sitemap = await (await fetch(`${caching.baseUrl}/sitemap.xml`)).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const paths = routes.map((route) => (route === "/" ? "/api/og-image" : `/api/og-image${route}`));
  const benched = [paths[0], paths[1], paths.find((p) => p.endsWith("-tx"))];

  const cold = await timed(rendering, benched[0]);
  console.log(`cold render (first share image after start)  ${ms(cold.ms)}   ${benched[0]}`);

  console.log(`\n${"image".padEnd(34)}${"warm median".padStart(12)}${"cached median".padStart(15)}${"cached p95".padStart(12)}`);
  for (const path of benched) {
    const warm = [];
    for (let i = 0; i < REQUESTS; i++) {
      const render = await timed(rendering, path);
      if (render.cache !== "MISS") throw new Error(`${path}: expected a fresh render, got ${render.cache}`);
      warm.push(render.ms);
    }
    await timed(caching, path); // fills the cache
    await new Promise((r) => setTimeout(r, 200));
    const cached = [];
    for (let i = 0; i < REQUESTS; i++) {
      const hit = await timed(caching, path);
      if (hit.cache !== "HIT") throw new Error(`${path}: expected a cache hit, got ${hit.cache}`);
      cached.push(hit.ms);
    }
    const p95 = [...cached].sort((a, b) => a - b)[Math.ceil(cached.length * 0.95) - 1];
    console.log(`${path.padEnd(34)}${ms(median(warm)).padStart(12)}${ms(median(cached)).padStart(15)}${ms(p95).padStart(12)}`);
  }

  console.log(`\n${"image".padEnd(34)}${"size".padStart(10)}`);
  for (const path of paths) {
    const { bytes } = await timed(caching, path);
    console.log(`${path.padEnd(34)}${`${(bytes / 1024).toFixed(1)} KiB`.padStart(10)}`);
  }
  console.log(`\n${REQUESTS} requests per image; warm renders on the --env bench site (edge cache off), cached answers on the production configuration.`);
} finally {
  stop();
}
