// npm run bench:quotes: at least 5000 valid quote requests at concurrency 50 against a local
// site, then checks that every 201 landed in D1. Starts its own site (scripts/local-server.mjs,
// fresh database, the production configuration) unless BASE_URL is given; with BASE_URL, pass the
// site's --persist-to folder as BENCH_PERSIST_TO to count rows. Nothing skips the 5-per-minute
// limit: like real traffic, every request comes from its own visitor (its own CF-Connecting-IP,
// which wrangler dev keeps) and from the site's own page (Origin).
// Options: BENCH_REQUESTS (5000), BENCH_CONCURRENCY (50).
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import autocannon from "autocannon";
import { startLocalServer } from "./local-server.mjs";

const root = new URL("..", import.meta.url).pathname;
const amount = Number(process.env.BENCH_REQUESTS ?? 5000);
const connections = Number(process.env.BENCH_CONCURRENCY ?? 50);

const server = process.env.BASE_URL ? null : await startLocalServer();
const baseUrl = process.env.BASE_URL ?? server.baseUrl;
const persistTo = process.env.BENCH_PERSIST_TO ?? server?.persistTo;

// 10.0.0.1, 10.0.0.2, ...: one address per request, so each visitor sends one request a minute.
let visitors = 0;
const nextVisitor = () => {
  visitors++;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
};

function countRows() {
  if (!persistTo) return null;
  const out = execFileSync(
    `${root}node_modules/.bin/wrangler`,
    ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", "SELECT count(*) AS n FROM quote_requests"],
    {
      cwd: root,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return JSON.parse(out.toString())[0].results[0].n;
}

let failed;
try {
  const rowsBefore = countRows();
  const body = JSON.stringify({
    firstName: "Bench",
    lastName: "Load [<id>]",
    phone: "(281) 555-0100",
    email: "bench+[<id>]@example.com",
    serviceType: "junk-removal",
    cityZip: "77373",
    description: "Load test request [<id>]: garage cleanout, two sofas and a fridge.",
  });
  const result = await autocannon({
    url: `${baseUrl}/api/quote-requests`,
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(baseUrl).origin },
    body,
    idReplacement: true,
    requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, "cf-connecting-ip": nextVisitor() } }) }],
    amount,
    connections,
    timeout: 30,
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  const created = statuses["201"] ?? 0;
  const serverErrors = Object.entries(statuses)
    .filter(([code]) => code >= "500")
    .reduce((n, [, c]) => n + c, 0);
  const rowsAfter = countRows();
  const landed = rowsBefore === null ? null : rowsAfter - rowsBefore;

  console.log(`quote requests: ${amount} POSTs at concurrency ${connections} against ${baseUrl}`);
  console.log(`  requests/s     ${result.requests.average.toFixed(1)} (${result.duration.toFixed(1)} s total)`);
  console.log(`  latency        p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`);
  console.log(`  statuses       ${JSON.stringify(statuses)}   errors ${result.errors}   timeouts ${result.timeouts}`);
  console.log(`  201 responses  ${created}`);
  console.log(`  rows landed    ${landed ?? "unknown (set BENCH_PERSIST_TO)"}`);
  console.log(`  5xx responses  ${serverErrors}`);
  failed = created !== amount || serverErrors > 0 || result.errors > 0 || (landed !== null && landed !== created);
  console.log(failed ? "FAIL: every request must get 201 and land in D1 exactly once" : "OK: every 201 landed in D1, no 5xx");
} finally {
  server?.stop();
  if (server) rmSync(server.persistTo, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
