// npm run bench:og: the share images, drawn when the site is built and served by the Worker.
// 1. Draws every image into a fresh folder as the build does (nothing reused), RUNS times, and
//    prints the median time per image and for the whole set.
// 2. Starts the site locally and prints, for three images, the median and p95 of REQUESTS
//    requests (200 with the PNG) and of REQUESTS revalidations (304), then every image's size.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { buildShareImages } from "./build-share-images.mjs";
import { startLocalServer } from "./local-server.mjs";

const root = new URL("..", import.meta.url).pathname;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const RUNS = Number(process.env.RUNS ?? 3);

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => {
  const s = sorted(xs);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const p95 = (xs) => sorted(xs)[Math.ceil(xs.length * 0.95) - 1];
const ms = (x) => `${x.toFixed(1)} ms`;

console.log(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
const draws = [];
for (let run = 0; run < RUNS; run++) {
  const dir = mkdtempSync(join(tmpdir(), "og-bench-"));
  try {
    const { images, drawn, ms: total } = await buildShareImages(root, dir);
    if (drawn !== Object.keys(images).length) throw new Error(`expected every image drawn, ${drawn} of ${Object.keys(images).length}`);
    draws.push({ total, perImage: total / drawn, count: drawn });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
console.log(`\ndrawing at build time (median of ${RUNS} runs, each from nothing, bundling included):`);
console.log(
  `  ${draws[0].count} images in ${ms(median(draws.map((d) => d.total)))}, ${ms(median(draws.map((d) => d.perImage)))} per image`,
);

const server = await startLocalServer();
try {
  const timed = async (path, headers = {}) => {
    const start = performance.now();
    const res = await fetch(server.baseUrl + path, { headers });
    const bytes = (await res.arrayBuffer()).byteLength;
    return {
      ms: performance.now() - start,
      bytes,
      status: res.status,
      etag: res.headers.get("etag"),
      type: res.headers.get("content-type"),
    };
  };
  // Every page's image, as its og:image names it, for every page in the sitemap.
  const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const paths = [];
  for (const route of routes) {
    const html = await (await fetch(server.baseUrl + route)).text();
    paths.push(new URL(html.match(/<meta property="og:image" content="([^"]+)"/)[1]).pathname);
  }
  const benched = [paths[0], paths[1], paths.find((p) => p.endsWith("-tx"))];

  console.log(`\nserved by the Worker (${REQUESTS} requests each, after one warm-up):`);
  console.log(
    `${"image".padEnd(34)}${"200 median".padStart(12)}${"200 p95".padStart(10)}${"304 median".padStart(12)}${"304 p95".padStart(10)}`,
  );
  for (const path of benched) {
    const first = await timed(path);
    if (first.status !== 200 || first.type !== "image/png") throw new Error(`${path}: ${first.status} ${first.type}`);
    const full = [];
    const revalidated = [];
    for (let i = 0; i < REQUESTS; i++) {
      const res = await timed(path);
      if (res.status !== 200 || res.bytes !== first.bytes) throw new Error(`${path}: ${res.status}, ${res.bytes} bytes`);
      full.push(res.ms);
      const again = await timed(path, { "If-None-Match": first.etag });
      if (again.status !== 304) throw new Error(`${path}: revalidation answered ${again.status}`);
      revalidated.push(again.ms);
    }
    console.log(
      `${path.padEnd(34)}${ms(median(full)).padStart(12)}${ms(p95(full)).padStart(10)}${ms(median(revalidated)).padStart(12)}${ms(p95(revalidated)).padStart(10)}`,
    );
  }

  console.log(`\n${"image".padEnd(38)}${"size".padStart(10)}`);
  for (const path of paths) {
    const { bytes, status, type } = await timed(path);
    if (status !== 200 || type !== "image/png") throw new Error(`${path}: ${status} ${type}`);
    console.log(`${path.padEnd(38)}${`${(bytes / 1024).toFixed(1)} KiB`.padStart(10)}`);
  }
} finally {
  server.stop();
  rmSync(server.persistTo, { recursive: true, force: true });
}
