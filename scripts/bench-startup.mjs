// npm run bench:startup: how long a fresh Worker isolate takes to start and answer `/`, for this
// build's upload as `wrangler deploy --dry-run` writes it. Each run starts a new workerd through
// Miniflare. Compare against another version with `-- --baseline <dir>`, that version's
// `wrangler deploy --dry-run --outdir <dir>`: the runs are interleaved so machine load falls on
// both alike. An upload that carries WebAssembly is also run with its wasm modules emptied, to show
// what compiling them costs each cold isolate (the share-image renderer's cost before it moved to
// the build, src/og/share-images.tsx).
import { execFileSync } from "node:child_process";
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { extname, join } from "node:path";
import { Miniflare } from "miniflare";

const root = new URL("..", import.meta.url).pathname;
const out = join(root, "dist-startup");
const runs = Number(process.env.RUNS ?? 10);
rmSync(out, { recursive: true, force: true });
execFileSync(join(root, "node_modules/.bin/wrangler"), ["deploy", "--dry-run", "--outdir", join(out, "full")], {
  cwd: root,
  env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  stdio: ["ignore", "ignore", "inherit"],
});
const variants = { "this build": join(out, "full") };
const baselineAt = process.argv.indexOf("--baseline");
if (baselineAt > 0) variants.baseline = process.argv[baselineAt + 1];
// The smallest valid WebAssembly module: magic number and version.
const emptyWasm = Uint8Array.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
for (const [name, dir] of Object.entries({ ...variants })) {
  const wasmFiles = readdirSync(dir).filter((f) => f.endsWith(".wasm"));
  if (wasmFiles.length === 0) continue;
  const emptied = join(out, `${name.replace(/\W+/g, "-")}-wasm-emptied`);
  cpSync(dir, emptied, { recursive: true });
  for (const f of wasmFiles) writeFileSync(join(emptied, f), emptyWasm);
  variants[`${name}, its ${wasmFiles.length} wasm modules emptied`] = emptied;
}

// The upload's modules only (not the source map or wrangler's README beside them).
const size = (dir) =>
  readdirSync(dir)
    .filter((f) => /\.(js|wasm|woff|ttf)$/.test(f))
    .reduce((n, f) => n + statSync(join(dir, f)).size, 0);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function fresh(dir) {
  const started = performance.now();
  // Miniflare 5's options: the upload as a module manifest, the bindings in `env`.
  const types = { ".js": "esm", ".wasm": "wasm", ".woff": "data", ".ttf": "data" };
  const modules = Object.fromEntries(
    readdirSync(dir)
      .filter((f) => types[extname(f)])
      .map((f) => [f, { type: types[extname(f)], contents: new Uint8Array(readFileSync(join(dir, f))) }]),
  );
  modules["index.js"].contents = readFileSync(join(dir, "index.js"), "utf8");
  const text = (value) => ({ type: "text", value });
  const mf = new Miniflare({
    workers: [
      {
        config: {
          name: "site",
          compatibilityDate: "2026-10-20",
          compatibilityFlags: ["nodejs_compat"],
          manifest: { mainModule: "index.js", modulesRoot: dir, modules },
          env: {
            DB: { type: "d1", id: "bench" },
            QUOTE_PHOTOS: { type: "r2", name: "bench" },
            SITE_URL: text(""),
            RETENTION_MONTHS: text("24"),
            VAPID_PUBLIC_KEY: text(""),
            VAPID_SUBJECT: text("mailto:owner@example.com"),
          },
        },
      },
    ],
  });
  await mf.ready;
  const ready = performance.now();
  const res = await mf.dispatchFetch("http://localhost/");
  await res.text();
  const answered = performance.now();
  await mf.dispose();
  if (res.status !== 200) throw new Error(`/ answered ${res.status}`);
  return { start: ready - started, firstAnswer: answered - ready, total: answered - started };
}

const results = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
// Interleaved, so machine load falls on all alike.
for (let i = 0; i < runs; i++) for (const [name, dir] of Object.entries(variants)) results[name].push(await fresh(dir));
console.log(
  `fresh isolate answering / (median of ${runs}, interleaved; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")})`,
);
console.log("| upload | modules | wasm | workerd start | first answer to / | total |\n|---|---:|---:|---:|---:|---:|");
for (const [name, rs] of Object.entries(results)) {
  const ms = (key) => `${median(rs.map((r) => r[key])).toFixed(1)} ms`;
  const wasm = readdirSync(variants[name]).filter((f) => f.endsWith(".wasm")).length;
  console.log(
    `| ${name} | ${(size(variants[name]) / 1024).toFixed(0)} KiB | ${wasm} | ${ms("start")} | ${ms("firstAnswer")} | ${ms("total")} |`,
  );
}
