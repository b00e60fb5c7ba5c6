// npm run bench:backup: the nightly snapshot and its restore over the seeded database of
// npm run bench:dashboard (scripts/dashboard-seed.mjs: 10,000 requests, a year of status changes
// and call taps). Starts the site (`--env bench`), runs the backup's Cron Trigger RUNS times (each
// replaces the day's snapshot) and prints the median time the Worker reports for it and the size;
// then fetches the file from the local bucket and restores it with npm run backup:restore into an
// empty folder (RESTORES times), printing the median. The machine's load is printed beside each.
//   BENCH_REQUESTS=20000 RUNS=5 npm run bench:backup
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { seedDashboard } from "./dashboard-seed.mjs";
import { startLocalServer } from "./local-server.mjs";

const root = new URL("..", import.meta.url).pathname;
const wrangler = `${root}node_modules/.bin/wrangler`;
const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1" };
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 3);
const RESTORES = Number(process.env.RESTORES ?? 3);
const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}, ${cpus().length} cores`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const logLine = /backup: snapshots\/(\S+)\.jsonl\.gz: (\d+) rows, (\d+) bytes as (\d+) gzip, in (\d+) ms/g;

const work = mkdtempSync(join(tmpdir(), "bench-backup-"));
const source = join(work, "source");
let server;
try {
  seedDashboard(source, { requests: REQUESTS });
  server = await startLocalServer({ persistTo: source, env: "bench" });
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const before = [...server.output().matchAll(logLine)].length;
    const started = performance.now();
    await fetch(`${server.baseUrl}/__scheduled?cron=30+8+*+*+*`);
    while ([...server.output().matchAll(logLine)].length === before) {
      if (performance.now() - started > 300_000) throw new Error(`no backup within 5 minutes:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const [, date, rows, bytes, gzip, ms] = [...server.output().matchAll(logLine)].at(-1);
    runs.push({ date, rows: Number(rows), bytes: Number(bytes), gzip: Number(gzip), ms: Number(ms) });
    console.log(`snapshot ${i + 1}: ${ms} ms in the Worker, ${rows} rows, ${bytes} bytes, ${gzip} gzip (${load()})`);
  }
  await server.stop();
  server = undefined;
  const last = runs.at(-1);
  const file = join(work, "snapshot.jsonl.gz");
  execFileSync(
    wrangler,
    [
      "r2",
      "object",
      "get",
      `spring-junk-removal-backups/snapshots/${last.date}.jsonl.gz`,
      "--local",
      "--persist-to",
      source,
      "--file",
      file,
    ],
    {
      cwd: root,
      env: quietEnv,
      stdio: "ignore",
    },
  );
  const restores = [];
  for (let i = 0; i < RESTORES; i++) {
    const target = join(work, `restored-${i}`);
    const started = performance.now();
    const out = execFileSync(process.execPath, [`${root}scripts/backup-restore.mjs`, "--from", file, "--persist-to", target], {
      cwd: root,
      env: quietEnv,
    });
    restores.push((performance.now() - started) / 1000);
    if (!/checksum match/.test(out.toString())) throw new Error(out.toString());
    console.log(`restore ${i + 1}: ${restores.at(-1).toFixed(1)} s, counts and checksum checked (${load()})`);
    rmSync(target, { recursive: true, force: true });
  }
  console.log(
    `\n${REQUESTS.toLocaleString("en-US")} requests, ${last.rows.toLocaleString("en-US")} rows: snapshot median ${median(runs.map((r) => r.ms))} ms ` +
      `(${RUNS} runs), ${(last.bytes / 1024 / 1024).toFixed(2)} MB of JSON lines, ${(last.gzip / 1024).toFixed(0)} KB gzip; ` +
      `restore median ${median(restores).toFixed(1)} s (${RESTORES} runs). ${load()}`,
  );
} finally {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
}
