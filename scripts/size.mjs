// npm run build / npm run size: bundles the Worker as a deploy would (dry run, nothing uploaded)
// and prints its size raw and gzipped, plus the browser CSS and JS.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const root = new URL("..", import.meta.url).pathname;
const outDir = join(root, "dist");
execFileSync(join(root, "node_modules/.bin/wrangler"), ["deploy", "--dry-run", "--outdir", outDir], {
  cwd: root,
  env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  stdio: ["ignore", "ignore", "inherit"],
});

const files = (dir) => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
const measure = (paths) =>
  paths.reduce(
    (acc, p) => {
      const data = readFileSync(p);
      return { raw: acc.raw + data.length, gzip: acc.gzip + gzipSync(data, { level: 9 }).length };
    },
    { raw: 0, gzip: 0 },
  );
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const row = (label, { raw, gzip }) => console.log(`${label.padEnd(22)} raw ${kb(raw).padStart(11)}   gzip ${kb(gzip).padStart(11)}`);

const workerFiles = files(outDir).filter((p) => !p.endsWith(".map") && !p.endsWith("README.md"));
row("Worker (all modules)", measure(workerFiles));
const build = join(root, "public/build");
// Only the files this build's manifest links: older hashed builds are kept for an hour.
const manifest = JSON.parse(readFileSync(join(build, "manifest.json"), "utf8"));
const firstLoad = [manifest.js, ...manifest.jsPreload].map((p) => join(root, "public", p));
row("CSS", measure([join(root, "public", manifest.css)]));
const inPublic = (urls) => urls.map((p) => join(root, "public", p));
row("Islands JS first load", measure(firstLoad));
// What a public page fetches when its islands wake (src/islands/wake.ts), not with the page.
row("  + counters in view", measure(inPublic(manifest.wake.counters)));
row("  + React islands", measure(inPublic(manifest.wake.react)));
row("Admin JS first load", measure(inPublic([manifest.admin.js, ...manifest.admin.jsPreload])));
row("Customer page JS", measure(inPublic([manifest.customerPush.js, ...manifest.customerPush.jsPreload])));
const woken = [...firstLoad, ...inPublic([...manifest.wake.counters, ...manifest.wake.react])];
row("Islands JS on demand", measure(files(build).filter((p) => p.endsWith(".js") && !woken.includes(p) && p.includes("/chunks/"))));
