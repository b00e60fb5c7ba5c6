// npm run bench:og: starts the site locally and times the share images: the cold first render,
// the warm render (the cache skipped with a benchmark-only token) and the cached answer, as medians
// over REQUESTS requests per image, plus every image's size. Targets: warm <= 150 ms, cached <= 15 ms.
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { startLocalServer } from "./local-server.mjs";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const token = randomUUID();
const server = await startLocalServer({ vars: { OG_BENCH_TOKEN: token } });

async function timed(path, headers = {}) {
  const start = performance.now();
  const res = await fetch(server.baseUrl + path, { headers });
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
  const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const paths = routes.map((route) => (route === "/" ? "/api/og-image" : `/api/og-image${route}`));
  const benched = [paths[0], paths[1], paths.find((p) => p.endsWith("-tx"))];

  const cold = await timed(benched[0]);
  console.log(`cold render (first share image after start)  ${ms(cold.ms)}   ${benched[0]}`);

  console.log(`\n${"image".padEnd(34)}${"warm median".padStart(12)}${"cached median".padStart(15)}${"cached p95".padStart(12)}`);
  for (const path of benched) {
    const warm = [];
    for (let i = 0; i < REQUESTS; i++) warm.push((await timed(path, { "x-og-bench-bypass": token })).ms);
    await timed(path); // fills the cache (a no-op when the cold request already did)
    await new Promise((r) => setTimeout(r, 200));
    const cached = [];
    for (let i = 0; i < REQUESTS; i++) {
      const hit = await timed(path);
      if (hit.cache !== "HIT") throw new Error(`${path}: expected a cache hit, got ${hit.cache}`);
      cached.push(hit.ms);
    }
    const p95 = [...cached].sort((a, b) => a - b)[Math.ceil(cached.length * 0.95) - 1];
    console.log(`${path.padEnd(34)}${ms(median(warm)).padStart(12)}${ms(median(cached)).padStart(15)}${ms(p95).padStart(12)}`);
  }

  console.log(`\n${"image".padEnd(34)}${"size".padStart(10)}`);
  for (const path of paths) {
    const { bytes } = await timed(path);
    console.log(`${path.padEnd(34)}${`${(bytes / 1024).toFixed(1)} KiB`.padStart(10)}`);
  }
  console.log(`\n${REQUESTS} requests per image; the warm render sends the benchmark bypass header (OG_BENCH_TOKEN).`);
} finally {
  server.stop();
  rmSync(server.persistTo, { recursive: true, force: true });
}
